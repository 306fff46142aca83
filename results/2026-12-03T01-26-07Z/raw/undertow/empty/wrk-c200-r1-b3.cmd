command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:8083/test/empty 
wrapper: timeout -k 5 12
start: 2026-12-03T01:44:33.379Z
end: 2026-12-03T01:44:35.476Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 665
connections_accepted: 201
