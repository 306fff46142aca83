command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:34:18.825Z
end: 2026-12-04T01:34:20.857Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 186
cpu_stat_before: 13261 4718 477028960
cpu_stat_after: 13282 4738 478012748
