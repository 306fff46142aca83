command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:57:52.297Z
end: 2026-12-02T04:57:54.401Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 264
cpu_stat_before: 11732 4386 431964896
cpu_stat_after: 11753 4406 432943145
