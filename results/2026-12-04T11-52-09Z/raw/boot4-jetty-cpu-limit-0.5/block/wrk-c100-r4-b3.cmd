command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:34:00.569Z
end: 2026-12-04T12:34:02.609Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 101
cpu_stat_before: 8559 4702 483233766
cpu_stat_after: 8580 4722 484205629
