command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:14.386Z
end: 2026-12-02T11:41:16.471Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 101
cpu_stat_before: 2359 920 70929414
cpu_stat_after: 2380 939 71367299
