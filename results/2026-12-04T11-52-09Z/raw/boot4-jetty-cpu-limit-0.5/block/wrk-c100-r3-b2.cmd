command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:22:59.059Z
end: 2026-12-04T12:23:01.181Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 588
connections_accepted: 101
cpu_stat_before: 6189 3464 357509739
cpu_stat_after: 6211 3485 358553414
