command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:01:37.054Z
end: 2026-12-04T01:01:39.094Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 273
connections_accepted: 101
cpu_stat_before: 6926 3921 444725273
cpu_stat_after: 6946 3941 445707128
