command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:34.847Z
end: 2026-12-02T11:49:36.945Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 309
connections_accepted: 101
cpu_stat_before: 5099 2019 153821612
cpu_stat_after: 5120 2036 154162164
