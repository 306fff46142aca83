command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/servletasync 
wrapper: timeout -k 5 12
start: 2026-12-03T14:52:21.319Z
end: 2026-12-03T14:52:23.356Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 450
