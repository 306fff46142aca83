command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:32:36.035Z
end: 2026-12-02T04:32:38.111Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 194
cpu_stat_before: 2914 1167 119476570
cpu_stat_after: 2935 1187 120420194
