command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:13:18.810Z
end: 2026-12-04T12:13:20.829Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 244
cpu_stat_before: 4858 2572 274948353
cpu_stat_after: 4878 2592 275917026
