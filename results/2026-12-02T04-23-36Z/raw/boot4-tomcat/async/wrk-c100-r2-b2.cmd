command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:41:06.834Z
end: 2026-12-02T04:41:09.009Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 304
connections_accepted: 165
cpu_stat_before: 5908 2171 218715600
cpu_stat_after: 5930 2191 219682093
