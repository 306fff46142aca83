command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:14.100Z
end: 2026-12-02T04:49:16.197Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 294
connections_accepted: 186
cpu_stat_before: 8678 3228 319673614
cpu_stat_after: 8699 3248 320657701
