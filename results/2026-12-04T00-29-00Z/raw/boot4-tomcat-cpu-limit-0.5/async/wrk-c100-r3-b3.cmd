command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:19:11.377Z
end: 2026-12-04T01:19:13.497Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 106
cpu_stat_before: 10051 3546 352677121
cpu_stat_after: 10072 3567 353710384
