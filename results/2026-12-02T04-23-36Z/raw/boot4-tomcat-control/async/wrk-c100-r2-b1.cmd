command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:40:41.362Z
end: 2026-12-02T04:40:43.498Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 316
connections_accepted: 166
cpu_stat_before: 5547 1915 187948662
cpu_stat_after: 5569 1935 188919267
