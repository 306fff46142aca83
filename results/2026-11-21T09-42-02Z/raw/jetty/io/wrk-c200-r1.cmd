command: wrk --latency -t 1 -c 200 -d 5s --timeout 10s http://127.0.0.1:8082/test/io\?ms=20 
wrapper: timeout -k 5 15
start: 2026-11-21T09:46:29.043Z
end: 2026-11-21T09:46:34.066Z
exit_code: 0
server_cpus: 0
load_cpus: 1
