command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:50:05.575Z
end: 2026-12-02T04:50:07.666Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 318
connections_accepted: 201
cpu_stat_before: 8994 3332 324572590
cpu_stat_after: 9014 3351 325496788
