command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:37:23.658Z
end: 2026-12-02T12:37:25.750Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 151
cpu_stat_before: 4500 1647 227547389
cpu_stat_after: 4520 1667 228998367
