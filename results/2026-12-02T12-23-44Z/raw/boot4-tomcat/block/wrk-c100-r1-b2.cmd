command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:37:08.834Z
end: 2026-12-02T12:37:10.993Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 320
connections_accepted: 146
cpu_stat_before: 4419 1625 226017699
cpu_stat_after: 4441 1646 227527117
