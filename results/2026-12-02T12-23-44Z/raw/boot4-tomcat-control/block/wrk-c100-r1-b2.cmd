command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:37:02.209Z
end: 2026-12-02T12:37:04.326Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 133
cpu_stat_before: 4405 1715 232833745
cpu_stat_after: 4426 1736 234400774
