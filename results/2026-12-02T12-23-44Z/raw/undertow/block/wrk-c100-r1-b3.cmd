command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:37:14.792Z
end: 2026-12-02T12:37:16.861Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 101
cpu_stat_before: 4478 2254 311647325
cpu_stat_after: 4499 2274 313137255
