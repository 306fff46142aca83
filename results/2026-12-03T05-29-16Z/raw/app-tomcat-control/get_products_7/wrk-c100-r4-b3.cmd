command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:6181/products/7 
wrapper: timeout -k 5 12
start: 2026-12-03T06:22:15.745Z
end: 2026-12-03T06:22:17.875Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 201
