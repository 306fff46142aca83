command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:56.918Z
end: 2026-12-02T05:44:59.008Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 10008 4701 624026152
cpu_stat_after: 10029 4721 625519131
