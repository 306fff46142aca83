command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:03:23.341Z
end: 2026-12-04T01:03:25.366Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 101
cpu_stat_before: 7228 4026 449782375
cpu_stat_after: 7248 4046 450732804
