command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:8083/test/io\?ms=20 
wrapper: timeout -k 5 12
start: 2026-12-03T01:36:22.487Z
end: 2026-12-03T01:36:24.571Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 293
connections_accepted: 201
