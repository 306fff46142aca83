command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:00:50.338Z
end: 2026-12-04T13:00:52.365Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 101
cpu_stat_before: 14490 7778 816733189
cpu_stat_after: 14510 7797 817677210
