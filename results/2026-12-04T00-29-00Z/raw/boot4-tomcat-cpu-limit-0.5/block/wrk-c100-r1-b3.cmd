command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T00:44:43.686Z
end: 2026-12-04T00:44:45.716Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 198
cpu_stat_before: 3051 1157 117342048
cpu_stat_after: 3071 1177 118298545
