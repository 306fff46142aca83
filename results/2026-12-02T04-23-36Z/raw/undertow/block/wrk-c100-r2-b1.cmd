command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:40:34.727Z
end: 2026-12-02T04:40:36.838Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 360
connections_accepted: 101
cpu_stat_before: 5372 2430 256715964
cpu_stat_after: 5393 2449 257630188
