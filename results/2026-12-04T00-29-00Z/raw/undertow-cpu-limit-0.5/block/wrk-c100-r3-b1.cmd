command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:18:00.138Z
end: 2026-12-04T01:18:02.175Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 101
cpu_stat_before: 9987 5269 583840314
cpu_stat_after: 10007 5289 584793504
