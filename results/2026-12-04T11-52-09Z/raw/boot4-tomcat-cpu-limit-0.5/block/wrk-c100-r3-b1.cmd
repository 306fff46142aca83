command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:22:24.355Z
end: 2026-12-04T12:22:26.475Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 204
cpu_stat_before: 6649 3394 350736605
cpu_stat_after: 6671 3415 351775662
