command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:41:10.210Z
end: 2026-12-02T04:41:12.330Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 330
connections_accepted: 101
cpu_stat_before: 5569 2490 259594369
cpu_stat_after: 5590 2510 260536538
