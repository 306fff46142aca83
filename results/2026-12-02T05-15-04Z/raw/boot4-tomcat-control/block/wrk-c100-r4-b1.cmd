command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:19.151Z
end: 2026-12-02T06:11:21.284Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 315
connections_accepted: 154
cpu_stat_before: 16498 7125 968635154
cpu_stat_after: 16519 7145 970079331
