command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:24:57.667Z
end: 2026-12-02T05:24:59.781Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 324
connections_accepted: 101
cpu_stat_before: 3115 1501 202178852
cpu_stat_after: 3136 1522 203677351
