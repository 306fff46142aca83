command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:24:18.792Z
end: 2026-12-04T12:24:20.915Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 101
cpu_stat_before: 6448 3571 362707008
cpu_stat_after: 6469 3592 363730388
