command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:41.801Z
end: 2026-12-02T04:49:43.881Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 198
cpu_stat_before: 8861 3097 309591886
cpu_stat_after: 8882 3117 310559143
