command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:07.550Z
end: 2026-12-02T12:05:09.687Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 312
connections_accepted: 104
cpu_stat_before: 10379 3103 218434575
cpu_stat_after: 10401 3123 218881942
