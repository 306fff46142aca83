command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:19.374Z
end: 2026-12-02T05:44:21.516Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 334
connections_accepted: 101
cpu_stat_before: 9726 4633 609067271
cpu_stat_after: 9748 4653 610558906
