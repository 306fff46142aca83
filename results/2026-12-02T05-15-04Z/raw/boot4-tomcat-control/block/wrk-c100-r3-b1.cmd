command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:07.315Z
end: 2026-12-02T05:44:09.400Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 101
cpu_stat_before: 10229 4388 588772817
cpu_stat_after: 10250 4409 590339611
