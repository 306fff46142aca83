command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:04:25.440Z
end: 2026-12-02T13:04:27.535Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 101
cpu_stat_before: 13638 5636 775055394
cpu_stat_after: 13659 5656 776528427
