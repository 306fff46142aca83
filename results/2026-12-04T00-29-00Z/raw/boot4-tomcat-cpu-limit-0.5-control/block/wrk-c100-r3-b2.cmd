command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:18:55.215Z
end: 2026-12-04T01:18:57.268Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 279
connections_accepted: 206
cpu_stat_before: 10398 3738 393113949
cpu_stat_after: 10419 3758 394077985
