command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:6082/api/products/7 
wrapper: timeout -k 5 12
start: 2026-12-03T05:50:49.858Z
end: 2026-12-03T05:50:52.077Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 201
