command: wrk --latency -t 1 -c 400 -d 3s --timeout 10s http://127.0.0.1:8382/test/io\?ms=20 
wrapper: timeout -k 5 13
start: 2026-11-22T06:43:38.748Z
end: 2026-11-22T06:43:41.792Z
exit_code: 0
server_cpus: 0
load_cpus: 1
