command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:44:45.961Z
end: 2026-12-04T12:44:47.985Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 103
cpu_stat_before: 12168 6252 655277556
cpu_stat_after: 12189 6272 656269540
