command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:02:50.604Z
end: 2026-12-04T01:02:52.638Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 195
cpu_stat_before: 6897 2467 262671704
cpu_stat_after: 6918 2487 263659568
