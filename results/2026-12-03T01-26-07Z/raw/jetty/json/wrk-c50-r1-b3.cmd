command: wrk --latency -t 1 -c 50 -d 2s --timeout 10s http://127.0.0.1:8082/test/json 
wrapper: timeout -k 5 12
start: 2026-12-03T01:43:49.330Z
end: 2026-12-03T01:43:51.405Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 317
connections_accepted: 51
