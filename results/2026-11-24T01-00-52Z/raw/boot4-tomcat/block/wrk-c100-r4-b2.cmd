command: wrk --latency -t 1 -c 100 -d 10s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 20
start: 2026-11-24T01:38:46.811Z
end: 2026-11-24T01:38:56.826Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 257
