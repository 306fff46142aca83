command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:02:20.649Z
end: 2026-12-04T01:02:22.672Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 101
cpu_stat_before: 7043 3963 446766194
cpu_stat_after: 7063 3983 447730518
