command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:02:12.950Z
end: 2026-12-04T01:02:14.979Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 238
cpu_stat_before: 6772 2425 260634776
cpu_stat_after: 6792 2445 261616304
