command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:59.761Z
end: 2026-12-02T13:18:02.037Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 309
connections_accepted: 101
cpu_stat_before: 18235 8182 1101109565
cpu_stat_after: 18257 8203 1102609933
