command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:33:04.353Z
end: 2026-12-02T04:33:06.463Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 253
cpu_stat_before: 3088 1228 122402514
cpu_stat_after: 3109 1248 123385454
