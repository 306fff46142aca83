command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:36:30.170Z
end: 2026-12-02T12:36:32.258Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 294
connections_accepted: 101
cpu_stat_before: 4212 1646 227840096
cpu_stat_after: 4233 1666 229300788
