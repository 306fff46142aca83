command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:34.560Z
end: 2026-12-02T13:17:36.658Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 133
cpu_stat_before: 18985 6878 938193714
cpu_stat_after: 19006 6899 939686015
