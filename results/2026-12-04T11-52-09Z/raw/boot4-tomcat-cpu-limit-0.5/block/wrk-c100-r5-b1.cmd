command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:44:29.702Z
end: 2026-12-04T12:44:31.740Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 187
cpu_stat_before: 12107 6231 654274690
cpu_stat_after: 12127 6251 655227681
