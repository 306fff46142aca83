command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:29.749Z
end: 2026-12-04T12:02:31.777Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 228
cpu_stat_before: 2109 1056 107858091
cpu_stat_after: 2130 1076 108850928
