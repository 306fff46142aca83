command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:45:37.080Z
end: 2026-12-04T12:45:39.208Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 102
cpu_stat_before: 12357 6313 658295418
cpu_stat_after: 12378 6334 659309722
