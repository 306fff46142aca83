command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:6281/api/products/7 
wrapper: timeout -k 5 12
start: 2026-12-03T05:50:46.764Z
end: 2026-12-03T05:50:48.960Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 307
connections_accepted: 201
