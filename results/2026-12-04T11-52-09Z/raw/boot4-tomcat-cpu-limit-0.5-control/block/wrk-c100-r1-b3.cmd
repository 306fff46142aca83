command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:11.375Z
end: 2026-12-04T12:02:13.396Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 232
cpu_stat_before: 2414 1388 152444940
cpu_stat_after: 2434 1408 153415042
