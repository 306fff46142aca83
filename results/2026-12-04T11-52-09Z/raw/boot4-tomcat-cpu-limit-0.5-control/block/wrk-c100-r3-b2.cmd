command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:22:53.548Z
end: 2026-12-04T12:22:55.573Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 214
cpu_stat_before: 7279 3938 425174607
cpu_stat_after: 7300 3958 426164666
