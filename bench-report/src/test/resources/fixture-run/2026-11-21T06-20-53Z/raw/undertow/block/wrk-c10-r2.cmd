command: wrk --latency -t 1 -c 10 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 32
start: 2026-11-21T06:24:47.460Z
end: 2026-11-21T06:24:49.476Z
exit_code: 0
server_cpus: 0
load_cpus: 1
