command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:08.617Z
end: 2026-12-02T13:17:10.741Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 365
connections_accepted: 101
cpu_stat_before: 17950 8092 1094633624
cpu_stat_after: 17972 8113 1096140411
