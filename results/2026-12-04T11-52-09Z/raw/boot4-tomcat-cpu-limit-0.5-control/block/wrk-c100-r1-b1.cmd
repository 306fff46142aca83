command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:01:10.697Z
end: 2026-12-04T12:01:12.721Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 574
connections_accepted: 258
cpu_stat_before: 2217 1327 149477683
cpu_stat_after: 2237 1347 150438181
