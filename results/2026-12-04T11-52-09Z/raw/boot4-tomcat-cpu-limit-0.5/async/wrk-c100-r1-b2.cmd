command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:01:37.172Z
end: 2026-12-04T12:01:39.194Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 190
cpu_stat_before: 1913 974 103860689
cpu_stat_after: 1933 994 104842092
