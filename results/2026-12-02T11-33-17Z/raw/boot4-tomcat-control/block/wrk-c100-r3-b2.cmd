command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:13.119Z
end: 2026-12-02T11:57:15.205Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 346
cpu_stat_before: 7687 2253 155381045
cpu_stat_after: 7708 2272 155823721
