command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T00:43:52.194Z
end: 2026-12-04T00:43:54.220Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 101
cpu_stat_before: 2679 1253 138028972
cpu_stat_after: 2699 1273 138966460
