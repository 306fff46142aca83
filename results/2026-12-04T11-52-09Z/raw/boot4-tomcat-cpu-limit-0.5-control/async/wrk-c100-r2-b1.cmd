command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:12:00.100Z
end: 2026-12-04T12:12:02.123Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 145
cpu_stat_before: 4592 2468 269825281
cpu_stat_after: 4612 2488 270778095
