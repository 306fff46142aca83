command: wrk --latency -t 1 -c 400 -d 3s --timeout 10s http://127.0.0.1:7082/test/io\?ms=20 
wrapper: timeout -k 5 13
start: 2026-11-23T14:14:37.770Z
end: 2026-11-23T14:14:40.800Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 255
