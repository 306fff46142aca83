command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:6081/products/7 
wrapper: timeout -k 5 12
start: 2026-12-03T05:43:03.798Z
end: 2026-12-03T05:43:06.034Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 310
connections_accepted: 201
