command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:33.777Z
end: 2026-12-02T12:05:35.915Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 322
connections_accepted: 101
cpu_stat_before: 10661 4550 342431422
cpu_stat_after: 10683 4570 342883315
