command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:18:13.880Z
end: 2026-12-04T01:18:15.946Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 274
connections_accepted: 101
cpu_stat_before: 9222 4104 438750567
cpu_stat_after: 9243 4124 439739318
