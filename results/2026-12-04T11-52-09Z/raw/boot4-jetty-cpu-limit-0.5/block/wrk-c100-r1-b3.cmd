command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:03.477Z
end: 2026-12-04T12:02:05.502Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 101
cpu_stat_before: 1963 1142 124002933
cpu_stat_after: 1983 1162 124976545
