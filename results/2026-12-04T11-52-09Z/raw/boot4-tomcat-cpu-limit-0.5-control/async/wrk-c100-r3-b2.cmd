command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:23:15.190Z
end: 2026-12-04T12:23:17.228Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 189
cpu_stat_before: 7347 3958 426164666
cpu_stat_after: 7367 3978 427137004
