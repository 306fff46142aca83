command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:15.682Z
end: 2026-12-02T06:11:17.852Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 311
connections_accepted: 101
cpu_stat_before: 15675 7465 1007109580
cpu_stat_after: 15697 7486 1008589436
