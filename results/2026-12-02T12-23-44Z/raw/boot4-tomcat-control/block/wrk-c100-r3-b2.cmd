command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:12.436Z
end: 2026-12-02T13:05:14.548Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 306
connections_accepted: 150
cpu_stat_before: 14957 6341 866158238
cpu_stat_after: 14978 6361 867647821
