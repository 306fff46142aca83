command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:36:49.640Z
end: 2026-12-02T12:36:51.740Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 363
connections_accepted: 101
cpu_stat_before: 4344 2212 308561346
cpu_stat_after: 4365 2232 310059955
