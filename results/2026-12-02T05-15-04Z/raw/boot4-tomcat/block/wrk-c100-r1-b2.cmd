command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:00.806Z
end: 2026-12-02T05:25:02.892Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 101
cpu_stat_before: 3282 1361 190150261
cpu_stat_after: 3303 1381 191602799
