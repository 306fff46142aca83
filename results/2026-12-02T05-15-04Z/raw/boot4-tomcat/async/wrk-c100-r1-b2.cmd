command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:16.243Z
end: 2026-12-02T05:25:18.341Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 101
cpu_stat_before: 3374 1385 191845199
cpu_stat_after: 3395 1406 193412247
