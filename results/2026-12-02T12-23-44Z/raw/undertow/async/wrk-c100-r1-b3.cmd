command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:37:26.701Z
end: 2026-12-02T12:37:28.771Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 4543 2274 313137255
cpu_stat_after: 4564 2294 314621473
