command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:01:50.261Z
end: 2026-12-04T12:01:52.290Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 251
cpu_stat_before: 2346 1368 151465033
cpu_stat_after: 2366 1388 152444940
