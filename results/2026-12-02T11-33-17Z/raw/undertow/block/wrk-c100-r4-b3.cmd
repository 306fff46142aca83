command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:52.635Z
end: 2026-12-02T12:05:54.723Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 101
cpu_stat_before: 10772 4589 343301685
cpu_stat_after: 10793 4609 343760018
