command: wrk --latency -t 1 -c 10 -d 2s --timeout 10s http://127.0.0.1:8081/test/async 
wrapper: timeout -k 5 32
start: 2026-11-21T06:25:35.670Z
end: 2026-11-21T06:25:37.686Z
exit_code: 0
server_cpus: 0
load_cpus: 1
