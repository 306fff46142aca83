command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:35:08.380Z
end: 2026-12-02T05:35:10.468Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 153
cpu_stat_before: 7009 2939 402921844
cpu_stat_after: 7030 2959 404394300
