command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:13.354Z
end: 2026-12-02T05:44:15.431Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 101
cpu_stat_before: 9687 4611 607476110
cpu_stat_after: 9708 4631 608944846
