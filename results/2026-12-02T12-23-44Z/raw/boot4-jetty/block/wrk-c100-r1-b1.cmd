command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:36:27.030Z
end: 2026-12-02T12:36:29.113Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 318
connections_accepted: 101
cpu_stat_before: 3939 1640 228048215
cpu_stat_after: 3960 1660 229541353
