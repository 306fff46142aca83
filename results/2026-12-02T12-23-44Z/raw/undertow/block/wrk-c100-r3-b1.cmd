command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:04:32.300Z
end: 2026-12-02T13:04:34.415Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 323
connections_accepted: 101
cpu_stat_before: 13656 6206 846839521
cpu_stat_after: 13677 6226 848289895
