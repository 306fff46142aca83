command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:58.579Z
end: 2026-12-02T12:06:00.688Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 234
cpu_stat_before: 10883 3320 232519036
cpu_stat_after: 10904 3339 232958400
