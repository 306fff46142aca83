command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:6181/api/products/7 
wrapper: timeout -k 5 12
start: 2026-12-03T05:50:43.686Z
end: 2026-12-03T05:50:45.872Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 207
