command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:00:41.776Z
end: 2026-12-04T13:00:43.815Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 118
cpu_stat_before: 16936 8724 944837274
cpu_stat_after: 16956 8744 945796278
