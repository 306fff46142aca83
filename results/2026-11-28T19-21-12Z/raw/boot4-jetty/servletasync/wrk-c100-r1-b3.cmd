command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/servletasync 
wrapper: timeout -k 5 12
start: 2026-11-28T19:27:42.257Z
end: 2026-11-28T19:27:44.371Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 258
connections_accepted: 101
