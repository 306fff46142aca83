command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T00:43:10.545Z
end: 2026-12-04T00:43:12.575Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 269
connections_accepted: 101
cpu_stat_before: 2556 1211 136016220
cpu_stat_after: 2576 1231 136991793
