command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T00:44:05.535Z
end: 2026-12-04T00:44:07.558Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 101
cpu_stat_before: 3177 1822 203762219
cpu_stat_after: 3197 1842 204727177
