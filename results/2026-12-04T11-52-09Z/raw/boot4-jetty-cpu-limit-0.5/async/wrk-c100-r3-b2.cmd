command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:23:09.710Z
end: 2026-12-04T12:23:11.833Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 101
cpu_stat_before: 6230 3486 358593271
cpu_stat_after: 6251 3507 359604217
