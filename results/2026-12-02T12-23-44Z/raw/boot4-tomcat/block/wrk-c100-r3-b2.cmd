command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:09.254Z
end: 2026-12-02T13:05:11.381Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 306
connections_accepted: 142
cpu_stat_before: 14434 5107 697034227
cpu_stat_after: 14456 5129 698596125
