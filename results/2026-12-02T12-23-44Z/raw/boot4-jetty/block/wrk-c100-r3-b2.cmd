command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:02.687Z
end: 2026-12-02T13:05:04.804Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 101
cpu_stat_before: 13868 5727 781662407
cpu_stat_after: 13889 5748 783171988
