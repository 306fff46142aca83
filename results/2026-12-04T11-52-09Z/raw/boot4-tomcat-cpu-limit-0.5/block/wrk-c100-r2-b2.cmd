command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:12:18.525Z
end: 2026-12-04T12:12:20.545Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 219
cpu_stat_before: 4375 2309 240008610
cpu_stat_after: 4395 2328 240946314
