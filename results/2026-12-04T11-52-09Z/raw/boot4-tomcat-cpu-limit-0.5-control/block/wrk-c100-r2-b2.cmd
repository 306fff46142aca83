command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:12:21.226Z
end: 2026-12-04T12:12:23.349Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 278
connections_accepted: 264
cpu_stat_before: 4676 2510 271865915
cpu_stat_after: 4697 2530 272860394
