command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:02:23.214Z
end: 2026-12-04T01:02:25.338Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 139
cpu_stat_before: 6815 2446 261629341
cpu_stat_after: 6837 2467 262671704
