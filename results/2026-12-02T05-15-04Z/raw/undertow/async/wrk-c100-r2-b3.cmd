command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:35:29.538Z
end: 2026-12-02T05:35:31.625Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 101
cpu_stat_before: 6669 3127 409725885
cpu_stat_after: 6690 3148 411217465
