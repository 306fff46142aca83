command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://198.18.0.2:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-11-26T19:46:59.125Z
end: 2026-11-26T19:47:01.235Z
exit_code: 0
server_cpus: 0
load_cpus: 1
server_host: bench-server
server_interface: bench0
settle_ms: 421
