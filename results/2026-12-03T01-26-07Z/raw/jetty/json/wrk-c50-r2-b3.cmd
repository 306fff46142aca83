command: wrk --latency -t 1 -c 50 -d 2s --timeout 10s http://127.0.0.1:8082/test/json 
wrapper: timeout -k 5 12
start: 2026-12-03T02:02:13.461Z
end: 2026-12-03T02:02:15.629Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 51
