command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:40.066Z
end: 2026-12-02T12:05:42.147Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 308
connections_accepted: 264
cpu_stat_before: 10577 3163 219801087
cpu_stat_after: 10597 3182 220246061
