command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:41:29.022Z
end: 2026-12-02T04:41:31.118Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 325
connections_accepted: 241
cpu_stat_before: 5834 1995 191846846
cpu_stat_after: 5855 2015 192800832
