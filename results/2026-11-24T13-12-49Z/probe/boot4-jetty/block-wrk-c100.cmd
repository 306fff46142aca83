command: wrk --latency -t 1 -c 100 -d 5s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 15
start: 2026-11-24T13:15:47.669Z
end: 2026-11-24T13:15:52.780Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 255
