command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:46:22.850Z
end: 2026-12-04T12:46:24.878Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 220
cpu_stat_before: 12840 6413 679403415
cpu_stat_after: 12861 6433 680389507
