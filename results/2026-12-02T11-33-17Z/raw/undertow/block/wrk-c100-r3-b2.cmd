command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:16.070Z
end: 2026-12-02T11:57:18.264Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 310
connections_accepted: 101
cpu_stat_before: 7818 3297 248416299
cpu_stat_after: 7840 3317 248890645
