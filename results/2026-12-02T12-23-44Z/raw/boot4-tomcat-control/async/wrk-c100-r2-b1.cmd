command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:49:55.590Z
end: 2026-12-02T12:49:57.714Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 101
cpu_stat_before: 8946 3439 469280311
cpu_stat_after: 8968 3460 470791155
