command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:28.918Z
end: 2026-12-02T11:49:31.018Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 357
cpu_stat_before: 5246 1696 119102636
cpu_stat_after: 5267 1716 119535644
