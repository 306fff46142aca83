command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:56.678Z
end: 2026-12-02T04:49:58.768Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 304
connections_accepted: 101
cpu_stat_before: 8574 3862 399933781
cpu_stat_after: 8595 3882 400917947
