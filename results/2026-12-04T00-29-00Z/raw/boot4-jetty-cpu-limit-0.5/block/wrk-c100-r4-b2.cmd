command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:34:48.616Z
end: 2026-12-04T01:34:50.665Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 271
connections_accepted: 101
cpu_stat_before: 12538 5569 596999136
cpu_stat_after: 12559 5589 597986896
