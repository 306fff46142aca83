command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:35.377Z
end: 2026-12-02T06:11:37.465Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 15772 7488 1008710472
cpu_stat_after: 15793 7509 1010207116
