command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:50:11.571Z
end: 2026-12-02T12:50:13.690Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 101
cpu_stat_before: 8712 3696 507884079
cpu_stat_after: 8734 3718 509501461
