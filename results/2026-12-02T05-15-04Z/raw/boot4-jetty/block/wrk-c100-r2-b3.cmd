command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:35:32.750Z
end: 2026-12-02T05:35:34.933Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 101
cpu_stat_before: 6755 3154 418999397
cpu_stat_after: 6777 3176 420634128
