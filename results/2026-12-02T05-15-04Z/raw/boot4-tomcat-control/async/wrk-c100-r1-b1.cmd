command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:24:38.664Z
end: 2026-12-02T05:24:40.741Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 3119 1385 189942039
cpu_stat_after: 3140 1406 191425319
