command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:35:45.184Z
end: 2026-12-04T01:35:47.223Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 271
connections_accepted: 111
cpu_stat_before: 13991 5026 521419528
cpu_stat_after: 14011 5045 522362746
