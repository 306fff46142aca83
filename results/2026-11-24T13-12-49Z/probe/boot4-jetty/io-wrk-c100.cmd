command: wrk --latency -t 1 -c 100 -d 5s --timeout 10s http://127.0.0.1:7082/test/io\?ms=20 
wrapper: timeout -k 5 15
start: 2026-11-24T13:16:09.209Z
end: 2026-11-24T13:16:14.227Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 255
