command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:35:17.309Z
end: 2026-12-02T05:35:19.400Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 171
cpu_stat_before: 7068 3071 410355417
cpu_stat_after: 7089 3091 411851977
