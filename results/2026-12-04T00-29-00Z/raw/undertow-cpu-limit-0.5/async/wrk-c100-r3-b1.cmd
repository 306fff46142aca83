command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:17:41.472Z
end: 2026-12-04T01:17:43.500Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 101
cpu_stat_before: 9930 5247 582792032
cpu_stat_after: 9950 5267 583741318
