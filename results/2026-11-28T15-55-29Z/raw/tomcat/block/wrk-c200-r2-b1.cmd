command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:8081/test/block 
wrapper: timeout -k 5 12
start: 2026-11-28T16:15:41.292Z
end: 2026-11-28T16:15:43.318Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 259
