command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:33:03.958Z
end: 2026-12-04T12:33:05.991Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 136
cpu_stat_before: 9297 4855 504826315
cpu_stat_after: 9318 4875 505810695
