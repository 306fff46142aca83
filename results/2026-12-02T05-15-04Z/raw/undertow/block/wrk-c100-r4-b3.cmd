command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:12:26.642Z
end: 2026-12-02T06:12:28.724Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 101
cpu_stat_before: 15907 7494 994589565
cpu_stat_after: 15928 7514 996060476
