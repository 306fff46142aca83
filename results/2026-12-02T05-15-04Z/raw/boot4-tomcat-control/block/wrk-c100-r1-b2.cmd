command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:03.902Z
end: 2026-12-02T05:25:05.986Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 104
cpu_stat_before: 3273 1432 193303623
cpu_stat_after: 3294 1452 194795301
