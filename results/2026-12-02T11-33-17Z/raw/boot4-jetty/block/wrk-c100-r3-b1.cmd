command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:56:41.562Z
end: 2026-12-02T11:56:43.746Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 101
cpu_stat_before: 7145 2365 167622289
cpu_stat_after: 7167 2385 168087206
