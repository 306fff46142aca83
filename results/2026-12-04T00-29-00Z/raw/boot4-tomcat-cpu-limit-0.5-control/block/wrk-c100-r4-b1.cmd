command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:34:11.086Z
end: 2026-12-04T01:34:13.121Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 226
cpu_stat_before: 13689 4943 517434612
cpu_stat_after: 13709 4963 518392044
