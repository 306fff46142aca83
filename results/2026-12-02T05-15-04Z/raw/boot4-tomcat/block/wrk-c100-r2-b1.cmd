command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:34:35.266Z
end: 2026-12-02T05:34:37.347Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 144
cpu_stat_before: 6821 2873 398145730
cpu_stat_after: 6842 2893 399629036
