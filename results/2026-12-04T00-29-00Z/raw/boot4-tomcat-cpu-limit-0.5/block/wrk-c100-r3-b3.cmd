command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:19:19.461Z
end: 2026-12-04T01:19:21.584Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 233
cpu_stat_before: 10092 3568 353758942
cpu_stat_after: 10113 3589 354783052
