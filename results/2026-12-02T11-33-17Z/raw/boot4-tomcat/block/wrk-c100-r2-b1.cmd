command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:48:25.901Z
end: 2026-12-02T11:48:27.976Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 291
connections_accepted: 297
cpu_stat_before: 5055 1676 124806488
cpu_stat_after: 5076 1696 125245240
