command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:23:33.912Z
end: 2026-12-04T12:23:36.036Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 199
cpu_stat_before: 6879 3481 355022558
cpu_stat_after: 6900 3502 356016182
