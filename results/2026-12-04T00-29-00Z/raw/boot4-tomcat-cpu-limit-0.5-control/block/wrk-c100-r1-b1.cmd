command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T00:43:35.487Z
end: 2026-12-04T00:43:37.534Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 195
cpu_stat_before: 2715 885 93687079
cpu_stat_after: 2736 906 94691815
