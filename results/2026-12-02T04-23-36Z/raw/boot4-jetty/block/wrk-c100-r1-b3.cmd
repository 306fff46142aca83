command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:33:10.681Z
end: 2026-12-02T04:33:12.777Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 308
connections_accepted: 101
cpu_stat_before: 2940 1272 126663670
cpu_stat_after: 2961 1291 127584119
