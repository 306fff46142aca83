command: wrk --latency -t 1 -c 400 -d 3s --timeout 10s http://127.0.0.1:7282/test/io\?ms=20 
wrapper: timeout -k 5 13
start: 2026-11-23T14:21:32.042Z
end: 2026-11-23T14:21:35.075Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 255
