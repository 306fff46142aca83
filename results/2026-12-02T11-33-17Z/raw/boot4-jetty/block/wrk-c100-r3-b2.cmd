command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:10.009Z
end: 2026-12-02T11:57:12.110Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 101
cpu_stat_before: 7298 2405 168533954
cpu_stat_after: 7319 2425 169008195
