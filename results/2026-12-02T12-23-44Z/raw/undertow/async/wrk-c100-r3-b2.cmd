command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:04:53.077Z
end: 2026-12-02T13:04:55.165Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 304
connections_accepted: 101
cpu_stat_before: 13783 6254 850267326
cpu_stat_after: 13804 6274 851751280
