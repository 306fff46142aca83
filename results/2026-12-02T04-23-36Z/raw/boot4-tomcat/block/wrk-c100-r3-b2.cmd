command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:29.848Z
end: 2026-12-02T04:49:31.946Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 252
cpu_stat_before: 8789 3077 308610557
cpu_stat_after: 8810 3097 309591886
