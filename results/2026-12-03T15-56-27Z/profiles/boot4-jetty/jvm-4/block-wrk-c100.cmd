command: wrk --latency -t 1 -c 100 -d 20s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 30
start: 2026-12-03T16:59:19.383Z
end: 2026-12-03T16:59:39.438Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 0
connections_accepted: 101
