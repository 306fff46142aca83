command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:07.254Z
end: 2026-12-02T11:49:09.402Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 338
cpu_stat_before: 5117 1659 118275155
cpu_stat_after: 5138 1677 118657692
