command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T13:00:55.649Z
end: 2026-12-04T13:00:57.691Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 282
connections_accepted: 218
cpu_stat_before: 16990 8745 945847495
cpu_stat_after: 17011 8765 946834260
