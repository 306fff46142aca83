command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:33:22.673Z
end: 2026-12-04T12:33:24.705Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 209
cpu_stat_before: 9362 4876 505815663
cpu_stat_after: 9382 4896 506780898
