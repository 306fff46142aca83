command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:24:45.024Z
end: 2026-12-02T05:24:47.102Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 128
cpu_stat_before: 3163 1408 191537630
cpu_stat_after: 3184 1428 193018620
