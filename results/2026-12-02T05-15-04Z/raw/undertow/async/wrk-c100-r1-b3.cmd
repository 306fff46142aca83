command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:25.632Z
end: 2026-12-02T05:25:27.737Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 293
connections_accepted: 101
cpu_stat_before: 3254 1535 202677927
cpu_stat_after: 3275 1555 204143631
