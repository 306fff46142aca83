command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:50:02.532Z
end: 2026-12-02T04:50:04.642Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 101
cpu_stat_before: 8729 3862 391615538
cpu_stat_after: 8750 3882 392586450
