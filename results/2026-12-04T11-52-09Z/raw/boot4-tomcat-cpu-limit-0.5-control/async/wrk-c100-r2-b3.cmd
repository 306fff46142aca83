command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:12:55.117Z
end: 2026-12-04T12:12:57.151Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 186
cpu_stat_before: 4788 2552 273954820
cpu_stat_after: 4808 2571 274897848
