command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:33:55.180Z
end: 2026-12-04T01:33:57.309Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 278
connections_accepted: 118
cpu_stat_before: 13193 4696 475971717
cpu_stat_after: 13214 4717 476980368
