command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:00.932Z
end: 2026-12-02T11:49:03.025Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 659
connections_accepted: 216
cpu_stat_before: 5069 1640 117835796
cpu_stat_after: 5090 1659 118275155
