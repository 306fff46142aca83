command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:40:28.229Z
end: 2026-12-02T04:40:30.348Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 317
connections_accepted: 217
cpu_stat_before: 5669 2110 215772282
cpu_stat_after: 5691 2130 216754407
