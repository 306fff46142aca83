command: wrk --latency -t 1 -c 50 -d 2s --timeout 10s http://198.18.0.2:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-11-26T19:25:06.309Z
end: 2026-11-26T19:25:08.418Z
exit_code: 0
server_cpus: 0
load_cpus: 1
server_host: bench-server
server_interface: bench0
settle_ms: 440
