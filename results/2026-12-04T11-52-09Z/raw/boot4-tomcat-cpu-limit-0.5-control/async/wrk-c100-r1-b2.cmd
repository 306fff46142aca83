command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:01:34.562Z
end: 2026-12-04T12:01:36.593Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 281
connections_accepted: 101
cpu_stat_before: 2289 1348 150489872
cpu_stat_after: 2309 1368 151465033
