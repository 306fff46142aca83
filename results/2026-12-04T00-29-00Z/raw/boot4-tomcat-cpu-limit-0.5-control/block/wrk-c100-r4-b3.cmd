command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:35:23.895Z
end: 2026-12-04T01:35:25.925Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 205
cpu_stat_before: 13926 5006 520431345
cpu_stat_after: 13946 5025 521370687
