command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:13:37.191Z
end: 2026-12-04T12:13:39.310Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 261
connections_accepted: 101
cpu_stat_before: 4333 2500 252541273
cpu_stat_after: 4354 2521 253576141
