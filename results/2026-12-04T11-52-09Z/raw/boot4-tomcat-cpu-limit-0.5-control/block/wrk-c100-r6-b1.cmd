command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T13:00:33.612Z
end: 2026-12-04T13:00:35.638Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 203
cpu_stat_before: 16896 8703 943839962
cpu_stat_after: 16916 8723 944787400
