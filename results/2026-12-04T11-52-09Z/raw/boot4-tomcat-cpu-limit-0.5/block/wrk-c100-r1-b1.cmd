command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:01:13.310Z
end: 2026-12-04T12:01:15.433Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 277
cpu_stat_before: 1837 951 102773734
cpu_stat_after: 1858 972 103768971
