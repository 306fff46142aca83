command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:17.300Z
end: 2026-12-02T11:41:19.380Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 293
connections_accepted: 386
cpu_stat_before: 2497 845 61260337
cpu_stat_after: 2518 865 61734790
