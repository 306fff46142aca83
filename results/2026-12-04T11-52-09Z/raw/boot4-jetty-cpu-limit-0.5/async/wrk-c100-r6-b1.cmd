command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:00:12.251Z
end: 2026-12-04T13:00:14.280Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 101
cpu_stat_before: 14376 7738 814749916
cpu_stat_after: 14397 7758 815737107
