command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:37.350Z
end: 2026-12-04T12:02:39.378Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 292
cpu_stat_before: 2507 1429 154422160
cpu_stat_after: 2528 1449 155411140
