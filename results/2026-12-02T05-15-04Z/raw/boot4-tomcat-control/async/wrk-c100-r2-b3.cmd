command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:35:20.315Z
end: 2026-12-02T05:35:22.408Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 311
connections_accepted: 101
cpu_stat_before: 7096 3091 411851977
cpu_stat_after: 7117 3111 413342657
