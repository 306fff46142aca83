command: wrk --latency -t 1 -c 100 -d 5s --timeout 10s http://127.0.0.1:9084/test/block 
wrapper: timeout -k 5 15
start: 2026-11-23T23:23:53.767Z
end: 2026-11-23T23:23:58.778Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 0
