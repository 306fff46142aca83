command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:22:21.827Z
end: 2026-12-04T12:22:23.853Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 232
cpu_stat_before: 7174 3898 423194654
cpu_stat_after: 7194 3917 424140456
