command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:56:53.948Z
end: 2026-12-02T11:56:56.056Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 101
cpu_stat_before: 7212 2385 168087206
cpu_stat_after: 7233 2405 168533954
