command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:06.883Z
end: 2026-12-02T11:57:09.019Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 386
cpu_stat_before: 7897 2405 169483085
cpu_stat_after: 7918 2424 169927349
