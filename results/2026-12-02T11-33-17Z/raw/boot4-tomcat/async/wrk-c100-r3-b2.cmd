command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:56:56.953Z
end: 2026-12-02T11:56:59.047Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 219
cpu_stat_before: 7839 2385 169017879
cpu_stat_after: 7860 2405 169483085
