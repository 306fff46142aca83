command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:58:30.934Z
end: 2026-12-02T04:58:33.013Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 249
cpu_stat_before: 11950 4446 434881267
cpu_stat_after: 11971 4466 435836537
