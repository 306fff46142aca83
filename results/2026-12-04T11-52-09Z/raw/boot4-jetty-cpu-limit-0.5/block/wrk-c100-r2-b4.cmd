command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:13:31.934Z
end: 2026-12-04T12:13:33.963Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 101
cpu_stat_before: 4302 2480 251548131
cpu_stat_after: 4322 2499 252489369
