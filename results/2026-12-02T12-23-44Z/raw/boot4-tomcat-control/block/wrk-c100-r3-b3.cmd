command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:37.436Z
end: 2026-12-02T13:05:39.538Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 315
connections_accepted: 101
cpu_stat_before: 15098 6383 869240507
cpu_stat_after: 15119 6403 870720199
