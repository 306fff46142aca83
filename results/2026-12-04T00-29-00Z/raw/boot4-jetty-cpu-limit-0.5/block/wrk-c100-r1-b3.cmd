command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T00:44:35.442Z
end: 2026-12-04T00:44:37.471Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 282
connections_accepted: 101
cpu_stat_before: 2802 1296 140101224
cpu_stat_after: 2822 1316 141073005
