command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:31.043Z
end: 2026-12-02T13:05:33.162Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 321
connections_accepted: 101
cpu_stat_before: 14026 5772 784872568
cpu_stat_after: 14047 5792 786337564
