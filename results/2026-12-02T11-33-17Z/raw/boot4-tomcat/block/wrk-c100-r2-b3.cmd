command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:37.895Z
end: 2026-12-02T11:49:39.984Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 309
connections_accepted: 320
cpu_stat_before: 5458 1773 126919422
cpu_stat_after: 5479 1793 127335008
