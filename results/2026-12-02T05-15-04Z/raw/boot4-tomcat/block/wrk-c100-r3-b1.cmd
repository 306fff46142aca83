command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:16.390Z
end: 2026-12-02T05:44:18.480Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 104
cpu_stat_before: 10301 4337 601739905
cpu_stat_after: 10322 4358 603247649
