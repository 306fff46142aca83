command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:33:46.891Z
end: 2026-12-04T01:33:48.934Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 275
connections_accepted: 101
cpu_stat_before: 13028 6661 733853688
cpu_stat_after: 13049 6681 734842281
