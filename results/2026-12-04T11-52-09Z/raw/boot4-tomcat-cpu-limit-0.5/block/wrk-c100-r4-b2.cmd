command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:33:38.927Z
end: 2026-12-04T12:33:40.966Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 269
connections_accepted: 200
cpu_stat_before: 9423 4897 506794286
cpu_stat_after: 9444 4917 507783076
