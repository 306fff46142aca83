command: wrk --latency -t 1 -c 200 -d 5s --timeout 10s http://127.0.0.1:8082/test/block 
wrapper: timeout -k 5 15
start: 2026-11-21T09:16:18.560Z
end: 2026-11-21T09:16:23.589Z
exit_code: 0
server_cpus: 0
load_cpus: 1
