command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:36:42.981Z
end: 2026-12-02T12:36:45.100Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 375
connections_accepted: 101
cpu_stat_before: 4285 1669 229495333
cpu_stat_after: 4306 1689 230945857
