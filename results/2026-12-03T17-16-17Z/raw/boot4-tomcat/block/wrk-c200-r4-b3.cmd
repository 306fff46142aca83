command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-03T17:48:45.729Z
end: 2026-12-03T17:48:47.774Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 271
connections_accepted: 372
