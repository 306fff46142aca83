command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:58.082Z
end: 2026-12-04T12:03:00.114Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 101
cpu_stat_before: 2121 1206 127080362
cpu_stat_after: 2141 1226 128053304
