command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:50:39.519Z
end: 2026-12-02T12:50:41.611Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 146
cpu_stat_before: 9204 3324 451525359
cpu_stat_after: 9225 3345 453076192
