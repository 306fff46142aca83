command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:04:42.981Z
end: 2026-12-02T13:04:45.088Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 1383
connections_accepted: 101
cpu_stat_before: 13723 6231 848580259
cpu_stat_after: 13744 6251 850065371
