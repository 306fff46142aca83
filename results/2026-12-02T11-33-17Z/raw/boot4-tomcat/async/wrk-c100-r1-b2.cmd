command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:26.386Z
end: 2026-12-02T11:41:28.475Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 294
connections_accepted: 221
cpu_stat_before: 2646 959 70878552
cpu_stat_after: 2667 978 71317667
