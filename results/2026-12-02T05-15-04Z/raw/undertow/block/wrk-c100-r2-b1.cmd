command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:34:32.305Z
end: 2026-12-02T05:34:34.417Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 101
cpu_stat_before: 6371 3041 403477392
cpu_stat_after: 6392 3061 404972835
