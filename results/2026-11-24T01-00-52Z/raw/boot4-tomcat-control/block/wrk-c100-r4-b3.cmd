command: wrk --latency -t 1 -c 100 -d 10s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 20
start: 2026-11-24T01:40:21.175Z
end: 2026-11-24T01:40:31.190Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 258
