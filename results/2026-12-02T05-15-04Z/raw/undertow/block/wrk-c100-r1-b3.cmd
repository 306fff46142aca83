command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:44.356Z
end: 2026-12-02T05:25:46.543Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 101
cpu_stat_before: 3358 1556 204199627
cpu_stat_after: 3380 1578 205817045
