command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:23:25.827Z
end: 2026-12-04T12:23:27.949Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 217
cpu_stat_before: 7391 3979 427186501
cpu_stat_after: 7412 3999 428181838
