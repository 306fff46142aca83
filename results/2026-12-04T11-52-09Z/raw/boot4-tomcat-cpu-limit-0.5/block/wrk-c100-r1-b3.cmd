command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:06.071Z
end: 2026-12-04T12:02:08.101Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 213
cpu_stat_before: 2019 1016 105895506
cpu_stat_after: 2039 1036 106868401
