command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T00:44:13.818Z
end: 2026-12-04T00:44:15.848Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 101
cpu_stat_before: 2738 1276 139115232
cpu_stat_after: 2759 1296 140101224
