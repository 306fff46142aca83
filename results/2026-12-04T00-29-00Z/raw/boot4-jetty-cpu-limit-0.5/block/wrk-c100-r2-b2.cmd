command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:02:47.855Z
end: 2026-12-04T01:02:49.895Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 271
connections_accepted: 101
cpu_stat_before: 5996 2443 254245332
cpu_stat_after: 6016 2463 255197788
