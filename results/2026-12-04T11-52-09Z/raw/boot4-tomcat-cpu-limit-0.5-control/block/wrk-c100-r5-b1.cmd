command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:44:35.166Z
end: 2026-12-04T12:44:37.201Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 167
cpu_stat_before: 12430 6266 672276977
cpu_stat_after: 12450 6286 673249281
