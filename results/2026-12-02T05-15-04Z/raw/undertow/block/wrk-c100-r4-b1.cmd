command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:22.273Z
end: 2026-12-02T06:11:24.415Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 309
connections_accepted: 101
cpu_stat_before: 15559 7392 987110499
cpu_stat_after: 15581 7412 988589126
