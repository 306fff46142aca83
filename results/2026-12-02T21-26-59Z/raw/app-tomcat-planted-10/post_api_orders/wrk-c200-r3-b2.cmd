command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s -s /work/main/results/2026-12-02T21-26-59Z/app/wrk-post_api_orders.lua http://127.0.0.1:6281/api/orders 
wrapper: timeout -k 5 12
start: 2026-12-02T22:04:49.302Z
end: 2026-12-02T22:04:53.229Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 317
connections_accepted: 201
