command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:57:34.245Z
end: 2026-12-02T04:57:36.333Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 202
cpu_stat_before: 11625 4344 429949897
cpu_stat_after: 11646 4364 430887913
