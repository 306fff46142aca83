command: wrk --latency -t 1 -c 50 -d 2s --timeout 10s http://127.0.0.1:6181/products/7 
wrapper: timeout -k 5 12
start: 2026-12-03T06:04:58.500Z
end: 2026-12-03T06:05:00.644Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 102
