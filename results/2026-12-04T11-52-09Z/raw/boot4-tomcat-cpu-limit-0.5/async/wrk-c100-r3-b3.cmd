command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:23:36.688Z
end: 2026-12-04T12:23:38.816Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 129
cpu_stat_before: 6905 3503 356065960
cpu_stat_after: 6926 3524 357075506
