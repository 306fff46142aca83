command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:32:14.723Z
end: 2026-12-02T04:32:16.824Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 2556 1112 116296038
cpu_stat_after: 2577 1133 117316466
