command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:41:32.104Z
end: 2026-12-02T04:41:34.306Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 200
cpu_stat_before: 6062 2211 220654194
cpu_stat_after: 6084 2232 221656090
