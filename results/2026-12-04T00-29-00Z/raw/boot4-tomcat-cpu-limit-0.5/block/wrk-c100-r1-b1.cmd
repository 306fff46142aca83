command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T00:43:32.703Z
end: 2026-12-04T00:43:34.752Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 199
cpu_stat_before: 2816 1093 114269231
cpu_stat_after: 2836 1113 115217655
