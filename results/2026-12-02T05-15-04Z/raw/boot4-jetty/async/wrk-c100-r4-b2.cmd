command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:38.490Z
end: 2026-12-02T06:11:40.597Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 101
cpu_stat_before: 15801 7511 1010359982
cpu_stat_after: 15823 7533 1011920206
