command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:49:43.442Z
end: 2026-12-02T12:49:45.532Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 101
cpu_stat_before: 8876 3417 467705197
cpu_stat_after: 8897 3437 469176666
