command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:47.776Z
end: 2026-12-02T04:49:49.866Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 101
cpu_stat_before: 8522 3842 398950711
cpu_stat_after: 8543 3862 399933781
