command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:12:07.994Z
end: 2026-12-04T12:12:10.029Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 223
cpu_stat_before: 4331 2288 238998687
cpu_stat_after: 4351 2308 239959663
