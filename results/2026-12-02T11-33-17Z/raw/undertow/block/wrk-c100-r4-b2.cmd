command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:36.953Z
end: 2026-12-02T12:05:39.051Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 315
connections_accepted: 101
cpu_stat_before: 10692 4570 342883315
cpu_stat_after: 10713 4589 343301685
