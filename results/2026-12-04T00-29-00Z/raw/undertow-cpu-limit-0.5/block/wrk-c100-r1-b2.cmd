command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T00:44:16.540Z
end: 2026-12-04T00:44:18.574Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 273
connections_accepted: 101
cpu_stat_before: 3219 1843 204753267
cpu_stat_after: 3239 1863 205719559
