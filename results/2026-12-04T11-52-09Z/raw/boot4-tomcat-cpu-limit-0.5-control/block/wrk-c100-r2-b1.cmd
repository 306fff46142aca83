command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:12:02.829Z
end: 2026-12-04T12:12:04.870Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 228
cpu_stat_before: 4617 2490 270876521
cpu_stat_after: 4638 2510 271865915
