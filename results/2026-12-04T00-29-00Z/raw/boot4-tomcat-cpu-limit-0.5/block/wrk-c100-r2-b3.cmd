command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:03:20.621Z
end: 2026-12-04T01:03:22.650Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 273
connections_accepted: 186
cpu_stat_before: 6676 2254 222829713
cpu_stat_after: 6696 2273 223758843
