command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:27.873Z
end: 2026-12-02T13:05:29.978Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 340
connections_accepted: 101
cpu_stat_before: 13985 6327 855533651
cpu_stat_after: 14006 6347 857012101
