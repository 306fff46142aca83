command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:32:38.956Z
end: 2026-12-02T04:32:41.060Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 192
cpu_stat_before: 2942 1188 120470505
cpu_stat_after: 2963 1208 121441857
