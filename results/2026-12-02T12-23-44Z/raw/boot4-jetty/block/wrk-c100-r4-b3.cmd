command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:43.754Z
end: 2026-12-02T13:17:45.867Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 101
cpu_stat_before: 18475 8025 1096069941
cpu_stat_after: 18496 8045 1097533167
