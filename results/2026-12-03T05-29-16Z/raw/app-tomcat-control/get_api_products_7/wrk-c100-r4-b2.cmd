command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:6181/api/products/7 
wrapper: timeout -k 5 12
start: 2026-12-03T06:19:00.957Z
end: 2026-12-03T06:19:03.138Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 201
