command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:46:27.949Z
end: 2026-12-04T12:46:29.973Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 210
cpu_stat_before: 12539 6377 661283086
cpu_stat_after: 12560 6397 662271452
