command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:58:09.915Z
end: 2026-12-02T04:58:12.030Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 101
cpu_stat_before: 11530 5197 525625073
cpu_stat_after: 11551 5217 526611287
