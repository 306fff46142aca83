command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://198.18.0.2:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-11-26T19:25:09.600Z
end: 2026-11-26T19:25:11.612Z
exit_code: 0
server_cpus: 0
load_cpus: 1
server_host: bench-server
server_interface: bench0
settle_ms: 437
