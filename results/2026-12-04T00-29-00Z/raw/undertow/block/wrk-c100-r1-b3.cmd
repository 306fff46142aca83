command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T00:44:51.680Z
end: 2026-12-04T00:44:53.705Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 101
