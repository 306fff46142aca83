command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:37:20.618Z
end: 2026-12-02T12:37:22.725Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 294
connections_accepted: 101
cpu_stat_before: 4228 1737 235122916
cpu_stat_after: 4249 1757 236617689
