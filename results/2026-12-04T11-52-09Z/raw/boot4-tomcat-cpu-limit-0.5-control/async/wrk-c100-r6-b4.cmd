command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:01:53.807Z
end: 2026-12-04T13:01:55.939Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 144
cpu_stat_before: 17201 8807 948835340
cpu_stat_after: 17222 8828 949832571
