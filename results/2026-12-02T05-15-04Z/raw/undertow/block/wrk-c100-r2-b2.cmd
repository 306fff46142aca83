command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:35:14.370Z
end: 2026-12-02T05:35:16.458Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 101
cpu_stat_before: 6590 3102 407983957
cpu_stat_after: 6611 3122 409432544
