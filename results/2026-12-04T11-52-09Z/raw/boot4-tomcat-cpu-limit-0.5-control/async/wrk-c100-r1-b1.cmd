command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:01:02.384Z
end: 2026-12-04T12:01:04.506Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 196
cpu_stat_before: 2177 1305 148424152
cpu_stat_after: 2198 1326 149464751
