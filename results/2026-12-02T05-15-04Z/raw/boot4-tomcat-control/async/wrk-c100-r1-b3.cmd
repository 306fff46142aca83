command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:28.711Z
end: 2026-12-02T05:25:30.809Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 313
connections_accepted: 101
cpu_stat_before: 3430 1474 196405809
cpu_stat_after: 3451 1494 197889351
