command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:03:42.659Z
end: 2026-12-04T01:03:44.709Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 273
connections_accepted: 101
cpu_stat_before: 7078 2507 264635369
cpu_stat_after: 7098 2527 265550904
