command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:40:46.304Z
end: 2026-12-02T11:40:48.420Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 294
connections_accepted: 308
cpu_stat_before: 2321 806 60338923
cpu_stat_after: 2342 825 60791967
