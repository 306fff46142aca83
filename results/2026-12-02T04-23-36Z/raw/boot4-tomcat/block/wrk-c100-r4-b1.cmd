command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:57:31.142Z
end: 2026-12-02T04:57:33.326Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 316
connections_accepted: 207
cpu_stat_before: 11539 4037 407483279
cpu_stat_after: 11561 4057 408443274
