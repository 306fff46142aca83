command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s -s /work/main/results/2026-12-03T05-29-16Z/app/wrk-post_api_orders.lua http://127.0.0.1:6081/api/orders 
wrapper: timeout -k 5 12
start: 2026-12-03T05:39:02.083Z
end: 2026-12-03T05:39:04.428Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 201
