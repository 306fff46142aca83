command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:34:21.497Z
end: 2026-12-04T01:34:23.620Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 271
connections_accepted: 101
cpu_stat_before: 13110 6681 734842281
cpu_stat_after: 13132 6702 735884181
