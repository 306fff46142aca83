command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T00:44:41.012Z
end: 2026-12-04T00:44:43.054Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 271
connections_accepted: 192
cpu_stat_before: 2938 948 96741909
cpu_stat_after: 2959 968 97731017
