command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:53.737Z
end: 2026-12-02T04:49:55.814Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 244
cpu_stat_before: 8928 3311 323627766
cpu_stat_after: 8949 3331 324572590
