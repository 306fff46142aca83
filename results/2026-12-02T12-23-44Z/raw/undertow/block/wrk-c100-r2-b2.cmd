command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:49:59.175Z
end: 2026-12-02T12:50:01.265Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 702
connections_accepted: 101
cpu_stat_before: 9079 4633 642536354
cpu_stat_after: 9100 4653 644008983
