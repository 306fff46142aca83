command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T13:02:07.741Z
end: 2026-12-04T13:02:09.774Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 281
connections_accepted: 202
cpu_stat_before: 17259 8829 949881177
cpu_stat_after: 17280 8849 950863955
