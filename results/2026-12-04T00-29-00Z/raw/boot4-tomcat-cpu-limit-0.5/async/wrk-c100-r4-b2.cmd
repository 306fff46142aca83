command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:34:29.617Z
end: 2026-12-04T01:34:31.641Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 274
connections_accepted: 108
cpu_stat_before: 13304 4738 478012748
cpu_stat_after: 13324 4757 478948983
