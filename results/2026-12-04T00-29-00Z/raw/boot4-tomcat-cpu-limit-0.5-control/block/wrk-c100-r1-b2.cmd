command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T00:44:24.610Z
end: 2026-12-04T00:44:26.645Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 198
cpu_stat_before: 2876 927 95728216
cpu_stat_after: 2897 947 96719454
