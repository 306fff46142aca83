command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:33:57.817Z
end: 2026-12-04T12:33:59.855Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 146
cpu_stat_before: 9486 4917 507783076
cpu_stat_after: 9506 4936 508723395
