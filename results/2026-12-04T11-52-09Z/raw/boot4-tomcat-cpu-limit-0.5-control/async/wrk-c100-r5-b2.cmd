command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:45:23.543Z
end: 2026-12-04T12:45:25.666Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 104
cpu_stat_before: 12613 6330 675393790
cpu_stat_after: 12635 6351 676429603
