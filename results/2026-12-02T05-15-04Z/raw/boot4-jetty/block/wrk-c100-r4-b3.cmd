command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:12:20.236Z
end: 2026-12-02T06:12:22.428Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 312
connections_accepted: 101
cpu_stat_before: 16024 7576 1015031122
cpu_stat_after: 16046 7597 1016596036
