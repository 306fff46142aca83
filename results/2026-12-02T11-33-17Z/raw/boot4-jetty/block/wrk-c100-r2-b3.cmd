command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:31.879Z
end: 2026-12-02T11:49:33.974Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 101
cpu_stat_before: 4954 1745 127021713
cpu_stat_after: 4975 1764 127460316
