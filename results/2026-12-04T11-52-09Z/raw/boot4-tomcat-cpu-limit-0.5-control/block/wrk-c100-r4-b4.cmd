command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:34:40.885Z
end: 2026-12-04T12:34:42.914Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 218
cpu_stat_before: 10038 5212 553866476
cpu_stat_after: 10058 5232 554827745
