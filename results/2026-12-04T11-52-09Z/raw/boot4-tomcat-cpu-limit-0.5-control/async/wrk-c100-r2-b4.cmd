command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:13:47.779Z
end: 2026-12-04T12:13:49.807Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 190
cpu_stat_before: 4956 2613 276948124
cpu_stat_after: 4976 2633 277927937
