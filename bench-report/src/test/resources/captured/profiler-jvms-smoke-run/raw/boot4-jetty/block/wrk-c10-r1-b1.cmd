command: wrk --latency -t 1 -c 10 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-03T11:17:57.660Z
end: 2026-12-03T11:17:59.723Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 666
connections_accepted: 11
