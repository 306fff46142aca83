command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:50:14.760Z
end: 2026-12-02T12:50:16.856Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 316
connections_accepted: 101
cpu_stat_before: 9160 4654 644022242
cpu_stat_after: 9181 4674 645516860
