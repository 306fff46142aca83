command: wrk --latency -t 1 -c 100 -d 3s --timeout 10s http://127.0.0.1:9083/test/json 
wrapper: timeout -k 5 13
start: 2026-11-23T12:46:48.720Z
end: 2026-11-23T12:46:51.831Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 257
