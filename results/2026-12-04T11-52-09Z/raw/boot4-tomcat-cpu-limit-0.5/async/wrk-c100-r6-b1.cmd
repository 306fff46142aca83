command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:00:14.843Z
end: 2026-12-04T13:00:16.964Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 102
cpu_stat_before: 15639 7743 811393227
cpu_stat_after: 15661 7764 812436925
