command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T00:43:18.856Z
end: 2026-12-04T00:43:20.884Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 103
cpu_stat_before: 2654 864 92672571
cpu_stat_after: 2674 884 93638075
