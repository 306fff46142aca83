command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:12:15.911Z
end: 2026-12-04T12:12:17.938Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 101
cpu_stat_before: 4068 2374 246432778
cpu_stat_after: 4088 2394 247398007
