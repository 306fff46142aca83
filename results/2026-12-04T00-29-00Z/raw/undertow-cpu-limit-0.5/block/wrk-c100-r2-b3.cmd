command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:03:17.844Z
end: 2026-12-04T01:03:19.880Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 101
cpu_stat_before: 7195 4005 448788611
cpu_stat_after: 7215 4025 449735548
