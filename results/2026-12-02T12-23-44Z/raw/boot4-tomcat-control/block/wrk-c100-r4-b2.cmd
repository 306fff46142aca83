command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:28.289Z
end: 2026-12-02T13:17:30.400Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 307
connections_accepted: 168
cpu_stat_before: 19338 7888 1075467655
cpu_stat_after: 19360 7909 1076979317
