command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:50:21.029Z
end: 2026-12-02T12:50:23.141Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 307
connections_accepted: 101
cpu_stat_before: 9093 3276 448054498
cpu_stat_after: 9114 3297 449579254
