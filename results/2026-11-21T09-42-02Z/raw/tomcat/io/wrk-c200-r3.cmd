command: wrk --latency -t 1 -c 200 -d 5s --timeout 10s http://127.0.0.1:8081/test/io\?ms=20 
wrapper: timeout -k 5 15
start: 2026-11-21T09:57:19.980Z
end: 2026-11-21T09:57:25.097Z
exit_code: 0
server_cpus: 0
load_cpus: 1
