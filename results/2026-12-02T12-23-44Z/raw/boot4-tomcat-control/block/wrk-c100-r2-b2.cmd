command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:50:08.448Z
end: 2026-12-02T12:50:10.537Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 309
connections_accepted: 121
cpu_stat_before: 9028 3471 471594386
cpu_stat_after: 9049 3491 473075042
