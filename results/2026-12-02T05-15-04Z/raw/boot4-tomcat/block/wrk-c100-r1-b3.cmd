command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:35.062Z
end: 2026-12-02T05:25:37.153Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 321
connections_accepted: 101
cpu_stat_before: 3495 1432 195167117
cpu_stat_after: 3516 1453 196730055
