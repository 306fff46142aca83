command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:41:16.550Z
end: 2026-12-02T04:41:18.666Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 320
connections_accepted: 101
cpu_stat_before: 5614 2511 260585768
cpu_stat_after: 5635 2531 261547864
