command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:04:35.508Z
end: 2026-12-02T13:04:37.617Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 101
cpu_stat_before: 14725 6298 863046391
cpu_stat_after: 14746 6319 864543300
