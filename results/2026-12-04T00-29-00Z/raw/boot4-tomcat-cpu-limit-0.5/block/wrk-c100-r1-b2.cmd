command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T00:44:32.649Z
end: 2026-12-04T00:44:34.689Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 198
cpu_stat_before: 3004 1136 116319188
cpu_stat_after: 3025 1156 117289861
