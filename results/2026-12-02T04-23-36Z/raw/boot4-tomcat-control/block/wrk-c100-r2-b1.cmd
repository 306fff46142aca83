command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:40:24.933Z
end: 2026-12-02T04:40:27.042Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 222
cpu_stat_before: 5461 1894 186957799
cpu_stat_after: 5482 1914 187910330
