command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:03:12.251Z
end: 2026-12-04T01:03:14.287Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 271
connections_accepted: 101
cpu_stat_before: 6066 2465 255298413
cpu_stat_after: 6086 2485 256253429
