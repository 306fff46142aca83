command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:35:05.140Z
end: 2026-12-04T01:35:07.268Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 269
connections_accepted: 202
cpu_stat_before: 13409 4758 478998499
cpu_stat_after: 13431 4779 480027478
