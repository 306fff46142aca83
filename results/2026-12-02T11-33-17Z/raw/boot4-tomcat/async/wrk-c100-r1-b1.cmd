command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:04.988Z
end: 2026-12-02T11:41:07.092Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 293
connections_accepted: 201
cpu_stat_before: 2523 919 69965261
cpu_stat_after: 2544 939 70424927
