command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:6181/api/products/7 
wrapper: timeout -k 5 12
start: 2026-12-03T06:04:07.600Z
end: 2026-12-03T06:04:09.790Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 325
connections_accepted: 201
