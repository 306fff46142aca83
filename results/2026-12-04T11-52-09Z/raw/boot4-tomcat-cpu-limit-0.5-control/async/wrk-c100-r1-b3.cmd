command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:21.872Z
end: 2026-12-04T12:02:23.898Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 272
connections_accepted: 201
cpu_stat_before: 2456 1409 153447459
cpu_stat_after: 2476 1429 154422160
