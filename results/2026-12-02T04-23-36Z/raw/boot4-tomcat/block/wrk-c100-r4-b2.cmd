command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:57:58.221Z
end: 2026-12-02T04:58:00.303Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 287
cpu_stat_before: 11687 4079 409475299
cpu_stat_after: 11708 4100 410470082
