command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:49:34.176Z
end: 2026-12-02T12:49:36.266Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 101
cpu_stat_before: 8941 4591 639511253
cpu_stat_after: 8962 4611 641001140
