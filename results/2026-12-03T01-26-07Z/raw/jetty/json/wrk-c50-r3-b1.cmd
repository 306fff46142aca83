command: wrk --latency -t 1 -c 50 -d 2s --timeout 10s http://127.0.0.1:8082/test/json 
wrapper: timeout -k 5 12
start: 2026-12-03T02:16:38.960Z
end: 2026-12-03T02:16:41.041Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 324
connections_accepted: 51
