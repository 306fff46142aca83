command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:17:30.761Z
end: 2026-12-04T01:17:32.885Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 101
cpu_stat_before: 9094 4061 436680323
cpu_stat_after: 9115 4082 437697102
