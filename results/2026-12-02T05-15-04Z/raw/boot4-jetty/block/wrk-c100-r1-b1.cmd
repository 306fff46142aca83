command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:24:48.233Z
end: 2026-12-02T05:24:50.321Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 3057 1478 200563053
cpu_stat_after: 3078 1499 202093583
