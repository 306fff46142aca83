command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:34:38.342Z
end: 2026-12-02T05:34:40.426Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 101
cpu_stat_before: 6444 3038 410581100
cpu_stat_after: 6465 3059 412153859
