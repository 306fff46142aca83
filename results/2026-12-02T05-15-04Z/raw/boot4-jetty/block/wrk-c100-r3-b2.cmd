command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:22.534Z
end: 2026-12-02T05:44:24.629Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 316
connections_accepted: 101
cpu_stat_before: 9804 4634 619133197
cpu_stat_after: 9825 4655 620697419
