command: wrk --latency -t 1 -c 50 -d 2s --timeout 10s http://127.0.0.1:6081/api/products/7 
wrapper: timeout -k 5 12
start: 2026-12-03T06:08:47.102Z
end: 2026-12-03T06:08:49.262Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 340
connections_accepted: 161
