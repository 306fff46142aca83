command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:24:16.099Z
end: 2026-12-04T12:24:18.125Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 237
cpu_stat_before: 7565 4044 430338988
cpu_stat_after: 7585 4064 431310303
