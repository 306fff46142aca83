command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/servletasync 
wrapper: timeout -k 5 12
start: 2026-11-28T19:32:51.677Z
end: 2026-11-28T19:32:53.793Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 257
connections_accepted: 101
