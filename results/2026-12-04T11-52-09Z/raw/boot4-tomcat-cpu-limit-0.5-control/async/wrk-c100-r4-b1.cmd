command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:32:55.367Z
end: 2026-12-04T12:32:57.491Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 101
cpu_stat_before: 9671 5087 547808527
cpu_stat_after: 9692 5108 548823505
