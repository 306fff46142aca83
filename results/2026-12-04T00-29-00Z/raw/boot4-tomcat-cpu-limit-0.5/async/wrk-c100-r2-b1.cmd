command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:01:39.825Z
end: 2026-12-04T01:01:41.950Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 102
cpu_stat_before: 6350 2170 218720459
cpu_stat_after: 6371 2191 219714754
