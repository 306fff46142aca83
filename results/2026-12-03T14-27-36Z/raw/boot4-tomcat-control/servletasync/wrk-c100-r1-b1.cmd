command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/servletasync 
wrapper: timeout -k 5 12
start: 2026-12-03T14:34:01.228Z
end: 2026-12-03T14:34:03.256Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 702
