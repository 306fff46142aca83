command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T13:01:12.251Z
end: 2026-12-04T13:01:14.281Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 205
cpu_stat_before: 17052 8765 946834260
cpu_stat_after: 17073 8785 947820562
