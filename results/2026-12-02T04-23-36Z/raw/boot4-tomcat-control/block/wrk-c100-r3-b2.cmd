command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:35.785Z
end: 2026-12-02T04:49:37.883Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 231
cpu_stat_before: 8808 3268 321618428
cpu_stat_after: 8829 3288 322586017
