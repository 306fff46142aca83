command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:6082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-03T01:40:15.613Z
end: 2026-12-03T01:40:17.734Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 309
connections_accepted: 201
