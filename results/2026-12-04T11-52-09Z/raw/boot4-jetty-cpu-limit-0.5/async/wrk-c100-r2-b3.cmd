command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:12:49.996Z
end: 2026-12-04T12:12:52.018Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 101
cpu_stat_before: 4190 2438 249522811
cpu_stat_after: 4210 2458 250489480
