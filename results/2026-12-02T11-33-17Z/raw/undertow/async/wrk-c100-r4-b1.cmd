command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:04.328Z
end: 2026-12-02T12:05:06.438Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 323
connections_accepted: 101
cpu_stat_before: 10505 4510 341554621
cpu_stat_after: 10526 4530 341973461
