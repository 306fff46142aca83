command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:10.766Z
end: 2026-12-02T12:05:12.881Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 313
connections_accepted: 277
cpu_stat_before: 10410 3123 218881942
cpu_stat_after: 10431 3143 219345308
