command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:6181/products/7 
wrapper: timeout -k 5 12
start: 2026-12-02T21:38:12.841Z
end: 2026-12-02T21:38:15.083Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 324
connections_accepted: 201
