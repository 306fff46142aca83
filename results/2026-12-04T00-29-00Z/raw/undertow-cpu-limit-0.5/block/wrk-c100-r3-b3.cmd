command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:19:24.950Z
end: 2026-12-04T01:19:27.072Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 101
cpu_stat_before: 10239 5351 587814227
cpu_stat_after: 10260 5372 588835843
