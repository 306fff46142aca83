command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:23:01.819Z
end: 2026-12-04T12:23:03.846Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 202
cpu_stat_before: 6771 3439 352963247
cpu_stat_after: 6791 3458 353907707
