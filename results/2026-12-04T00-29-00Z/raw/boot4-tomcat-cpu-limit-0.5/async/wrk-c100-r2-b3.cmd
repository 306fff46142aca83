command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:03:36.961Z
end: 2026-12-04T01:03:38.992Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 269
connections_accepted: 101
cpu_stat_before: 6740 2275 223838304
cpu_stat_after: 6760 2295 224772651
