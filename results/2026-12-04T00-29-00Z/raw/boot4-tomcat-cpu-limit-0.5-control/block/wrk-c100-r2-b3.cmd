command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:03:01.224Z
end: 2026-12-04T01:03:03.282Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 175
cpu_stat_before: 6942 2487 263659568
cpu_stat_after: 6963 2507 264635369
