command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:35:16.083Z
end: 2026-12-04T01:35:18.111Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 101
cpu_stat_before: 12611 5589 597986896
cpu_stat_after: 12631 5609 598969618
