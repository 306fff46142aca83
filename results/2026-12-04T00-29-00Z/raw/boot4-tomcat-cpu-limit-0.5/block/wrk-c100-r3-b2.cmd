command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:18:36.029Z
end: 2026-12-04T01:18:38.069Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 277
connections_accepted: 184
cpu_stat_before: 9943 3526 351691481
cpu_stat_after: 9964 3546 352677121
