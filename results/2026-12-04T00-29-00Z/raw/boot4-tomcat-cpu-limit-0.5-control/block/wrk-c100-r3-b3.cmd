command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:19:33.184Z
end: 2026-12-04T01:19:35.225Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 180
cpu_stat_before: 10533 3778 395068220
cpu_stat_after: 10553 3797 396006844
