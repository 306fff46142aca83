command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:33:01.279Z
end: 2026-12-02T04:33:03.370Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 325
connections_accepted: 255
cpu_stat_before: 2916 928 89597474
cpu_stat_after: 2937 948 90577420
