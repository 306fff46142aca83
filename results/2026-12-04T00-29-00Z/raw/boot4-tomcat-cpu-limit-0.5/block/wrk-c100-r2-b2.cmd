command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:02:45.029Z
end: 2026-12-04T01:02:47.152Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 204
cpu_stat_before: 6565 2233 221792233
cpu_stat_after: 6587 2254 222829713
