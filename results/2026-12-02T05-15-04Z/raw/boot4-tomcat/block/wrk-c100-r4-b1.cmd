command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:12.429Z
end: 2026-12-02T06:11:14.561Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 102
cpu_stat_before: 16442 7014 978071646
cpu_stat_after: 16464 7034 979553030
