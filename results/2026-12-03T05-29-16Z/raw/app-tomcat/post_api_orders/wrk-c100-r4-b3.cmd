command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s -s /work/main/results/2026-12-03T05-29-16Z/app/wrk-post_api_orders.lua http://127.0.0.1:6081/api/orders 
wrapper: timeout -k 5 12
start: 2026-12-03T06:22:33.939Z
end: 2026-12-03T06:22:36.150Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 101
