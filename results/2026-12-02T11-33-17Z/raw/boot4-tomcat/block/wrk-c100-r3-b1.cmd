command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:56:47.848Z
end: 2026-12-02T11:56:49.947Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 332
connections_accepted: 394
cpu_stat_before: 7785 2365 168565440
cpu_stat_after: 7806 2385 169017879
