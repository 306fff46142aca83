command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:18:30.589Z
end: 2026-12-04T01:18:32.629Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 272
connections_accepted: 101
cpu_stat_before: 10312 3716 392100272
cpu_stat_after: 10332 3736 393045106
