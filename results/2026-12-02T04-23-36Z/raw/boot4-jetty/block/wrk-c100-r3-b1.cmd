command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:23.772Z
end: 2026-12-02T04:49:25.960Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 324
connections_accepted: 101
cpu_stat_before: 8516 3801 388650818
cpu_stat_after: 8538 3821 389628546
