command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T03:22:41.104Z
end: 2026-12-02T03:22:43.213Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 318
connections_accepted: 401
