command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:06:04.650Z
end: 2026-12-02T12:06:06.745Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 304
connections_accepted: 226
cpu_stat_before: 10927 3339 232958400
cpu_stat_after: 10948 3359 233430550
