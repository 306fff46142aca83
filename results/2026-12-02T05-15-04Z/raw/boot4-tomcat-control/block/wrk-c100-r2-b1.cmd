command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:34:41.296Z
end: 2026-12-02T05:34:43.382Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 150
cpu_stat_before: 6858 3010 405828103
cpu_stat_after: 6879 3030 407314419
