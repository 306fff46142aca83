command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:19:36.012Z
end: 2026-12-04T01:19:38.047Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 278
connections_accepted: 101
cpu_stat_before: 9455 4166 441766449
cpu_stat_after: 9476 4186 442751594
