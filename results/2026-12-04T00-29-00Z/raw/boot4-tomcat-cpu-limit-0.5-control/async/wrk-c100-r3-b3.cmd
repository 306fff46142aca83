command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:19:16.815Z
end: 2026-12-04T01:19:18.841Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 272
connections_accepted: 101
cpu_stat_before: 10472 3758 394077985
cpu_stat_after: 10493 3778 395068220
