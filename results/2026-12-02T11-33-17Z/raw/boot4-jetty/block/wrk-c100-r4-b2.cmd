command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:43.098Z
end: 2026-12-02T12:05:45.183Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 101
cpu_stat_before: 9954 3247 229338380
cpu_stat_after: 9974 3266 229766523
