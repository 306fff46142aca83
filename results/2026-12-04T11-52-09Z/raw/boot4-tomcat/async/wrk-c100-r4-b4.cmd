command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:34:59.196Z
end: 2026-12-04T12:35:01.312Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 258
