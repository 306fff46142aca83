command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:47.057Z
end: 2026-12-02T13:17:49.174Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 102
cpu_stat_before: 19442 7911 1077129765
cpu_stat_after: 19463 7932 1078688340
