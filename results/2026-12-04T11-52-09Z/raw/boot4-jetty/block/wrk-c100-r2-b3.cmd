command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:13:10.951Z
end: 2026-12-04T12:13:13.069Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 101
