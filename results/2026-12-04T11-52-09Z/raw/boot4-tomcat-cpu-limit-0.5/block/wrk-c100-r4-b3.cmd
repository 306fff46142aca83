command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:34:14.138Z
end: 2026-12-04T12:34:16.180Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 201
cpu_stat_before: 9546 4937 508773214
cpu_stat_after: 9567 4957 509766514
