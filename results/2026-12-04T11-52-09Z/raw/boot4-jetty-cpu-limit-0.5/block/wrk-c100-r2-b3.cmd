command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:13:13.625Z
end: 2026-12-04T12:13:15.650Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 101
cpu_stat_before: 4251 2459 250541778
cpu_stat_after: 4271 2479 251496240
