command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:59.584Z
end: 2026-12-02T04:50:01.690Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 244
cpu_stat_before: 8958 3117 310559143
cpu_stat_after: 8979 3137 311538996
