command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:20.532Z
end: 2026-12-02T12:05:22.685Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 330
connections_accepted: 101
cpu_stat_before: 9827 3208 228466565
cpu_stat_after: 9848 3228 228902866
