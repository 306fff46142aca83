command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:57.749Z
end: 2026-12-02T11:41:59.869Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 315
connections_accepted: 251
cpu_stat_before: 2823 998 71791187
cpu_stat_after: 2844 1018 72237433
