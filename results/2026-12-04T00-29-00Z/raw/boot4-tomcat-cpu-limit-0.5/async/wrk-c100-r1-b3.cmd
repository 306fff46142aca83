command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T00:45:00.045Z
end: 2026-12-04T00:45:02.076Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 289
connections_accepted: 101
cpu_stat_before: 3108 1178 118347120
cpu_stat_after: 3129 1198 119323926
