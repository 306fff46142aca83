command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:34:40.284Z
end: 2026-12-04T01:34:42.319Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 284
connections_accepted: 101
cpu_stat_before: 12499 5547 595941261
cpu_stat_after: 12519 5567 596899314
