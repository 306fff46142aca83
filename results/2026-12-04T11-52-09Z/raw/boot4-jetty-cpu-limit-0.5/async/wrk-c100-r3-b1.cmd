command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:22:40.397Z
end: 2026-12-04T12:22:42.418Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 101
cpu_stat_before: 6136 3443 356482901
cpu_stat_after: 6156 3463 357459923
