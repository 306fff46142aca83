command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:53.398Z
end: 2026-12-02T13:17:55.513Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 101
cpu_stat_before: 19106 6921 941218742
cpu_stat_after: 19127 6941 942710019
