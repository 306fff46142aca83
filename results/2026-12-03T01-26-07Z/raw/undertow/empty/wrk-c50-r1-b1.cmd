command: wrk --latency -t 1 -c 50 -d 2s --timeout 10s http://127.0.0.1:8083/test/empty 
wrapper: timeout -k 5 12
start: 2026-12-03T01:37:45.912Z
end: 2026-12-03T01:37:47.990Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 51
