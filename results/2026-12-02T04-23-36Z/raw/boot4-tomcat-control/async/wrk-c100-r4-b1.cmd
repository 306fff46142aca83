command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:57:43.315Z
end: 2026-12-02T04:57:45.412Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 312
connections_accepted: 139
cpu_stat_before: 11681 4365 430937407
cpu_stat_after: 11702 4385 431915458
