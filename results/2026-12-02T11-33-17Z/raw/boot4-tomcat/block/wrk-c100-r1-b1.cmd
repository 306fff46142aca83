command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:40:49.378Z
end: 2026-12-02T11:40:51.457Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 294
connections_accepted: 244
cpu_stat_before: 2437 899 69502432
cpu_stat_after: 2458 919 69965261
