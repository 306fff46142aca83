command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-03T16:28:48.889Z
end: 2026-12-03T16:28:50.935Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 295
