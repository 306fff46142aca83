command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:28.572Z
end: 2026-12-02T05:44:30.758Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 151
cpu_stat_before: 10369 4360 603341191
cpu_stat_after: 10391 4381 604891088
