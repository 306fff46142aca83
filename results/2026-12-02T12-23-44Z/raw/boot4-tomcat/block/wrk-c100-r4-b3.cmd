command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:40.657Z
end: 2026-12-02T13:17:42.769Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 154
cpu_stat_before: 19026 6900 939722256
cpu_stat_after: 19047 6921 941218742
