command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:31.881Z
end: 2026-12-02T05:25:34.066Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 308
connections_accepted: 101
cpu_stat_before: 3465 1408 193489995
cpu_stat_after: 3487 1429 195039738
