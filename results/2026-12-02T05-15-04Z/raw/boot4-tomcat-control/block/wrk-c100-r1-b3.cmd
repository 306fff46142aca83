command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:41.200Z
end: 2026-12-02T05:25:43.310Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 102
cpu_stat_before: 3520 1498 198089629
cpu_stat_after: 3541 1519 199655661
