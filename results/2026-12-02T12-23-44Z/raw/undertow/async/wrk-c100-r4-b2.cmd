command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:24.894Z
end: 2026-12-02T13:17:27.012Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 316
connections_accepted: 101
cpu_stat_before: 18036 8113 1096140411
cpu_stat_after: 18057 8133 1097598000
