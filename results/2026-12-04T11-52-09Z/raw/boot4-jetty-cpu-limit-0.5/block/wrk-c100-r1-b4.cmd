command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:42.448Z
end: 2026-12-04T12:02:44.478Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 101
cpu_stat_before: 2073 1185 126077345
cpu_stat_after: 2094 1206 127080362
