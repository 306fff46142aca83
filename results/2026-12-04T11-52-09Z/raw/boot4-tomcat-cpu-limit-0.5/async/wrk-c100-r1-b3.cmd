command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:24.428Z
end: 2026-12-04T12:02:26.451Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 201
cpu_stat_before: 2078 1036 106868401
cpu_stat_after: 2098 1055 107809139
