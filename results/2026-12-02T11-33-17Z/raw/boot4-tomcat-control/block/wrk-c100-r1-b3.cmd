command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:54.434Z
end: 2026-12-02T11:41:56.554Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 317
connections_accepted: 379
cpu_stat_before: 2708 905 62637085
cpu_stat_after: 2729 924 63073479
