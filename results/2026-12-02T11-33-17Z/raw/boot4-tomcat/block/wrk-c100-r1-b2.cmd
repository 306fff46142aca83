command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:20.261Z
end: 2026-12-02T11:41:22.380Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 294
connections_accepted: 372
cpu_stat_before: 2605 939 70424927
cpu_stat_after: 2626 959 70878552
