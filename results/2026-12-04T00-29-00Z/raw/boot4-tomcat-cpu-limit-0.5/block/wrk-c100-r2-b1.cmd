command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:02:02.222Z
end: 2026-12-04T01:02:04.250Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 274
connections_accepted: 236
cpu_stat_before: 6424 2192 219763814
cpu_stat_after: 6444 2211 220701303
