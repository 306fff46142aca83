command: wrk --latency -t 1 -c 50 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-03T16:03:16.925Z
end: 2026-12-03T16:03:18.958Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 270
