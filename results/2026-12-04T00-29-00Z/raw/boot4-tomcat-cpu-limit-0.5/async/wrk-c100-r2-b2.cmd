command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:02:33.753Z
end: 2026-12-04T01:02:35.880Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 131
cpu_stat_before: 6516 2212 220752046
cpu_stat_after: 6537 2233 221792233
