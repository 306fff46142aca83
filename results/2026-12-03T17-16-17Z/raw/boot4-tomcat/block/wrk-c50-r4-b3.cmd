command: wrk --latency -t 1 -c 50 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-03T17:48:20.968Z
end: 2026-12-03T17:48:23.006Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 228
