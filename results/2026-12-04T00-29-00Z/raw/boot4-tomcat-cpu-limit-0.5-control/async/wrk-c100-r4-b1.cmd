command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:33:57.867Z
end: 2026-12-04T01:33:59.889Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 198
cpu_stat_before: 13640 4921 516378134
cpu_stat_after: 13660 4941 517333786
