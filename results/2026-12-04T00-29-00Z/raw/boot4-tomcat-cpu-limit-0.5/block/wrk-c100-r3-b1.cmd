command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:18:08.330Z
end: 2026-12-04T01:18:10.371Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 274
connections_accepted: 176
cpu_stat_before: 9832 3483 349687652
cpu_stat_after: 9853 3504 350692597
