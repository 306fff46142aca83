command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:22:42.955Z
end: 2026-12-04T12:22:44.986Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 182
cpu_stat_before: 7239 3918 424187249
cpu_stat_after: 7260 3938 425174607
