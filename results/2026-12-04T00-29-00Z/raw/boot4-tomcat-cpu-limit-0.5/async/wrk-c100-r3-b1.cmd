command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:17:49.400Z
end: 2026-12-04T01:17:51.520Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 284
connections_accepted: 113
cpu_stat_before: 9764 3461 348618358
cpu_stat_after: 9785 3482 349637887
