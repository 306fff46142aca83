command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:50:36.467Z
end: 2026-12-02T12:50:38.551Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 143
cpu_stat_before: 9207 3540 476411654
cpu_stat_after: 9228 3560 477868769
