command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:01:31.854Z
end: 2026-12-04T12:01:33.880Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 226
