command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:33:47.112Z
end: 2026-12-04T12:33:49.233Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 101
cpu_stat_before: 8510 4679 482129923
cpu_stat_after: 8531 4700 483134868
