command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:17:54.799Z
end: 2026-12-04T01:17:56.834Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 191
cpu_stat_before: 10201 3696 391108446
cpu_stat_after: 10222 3716 392100272
