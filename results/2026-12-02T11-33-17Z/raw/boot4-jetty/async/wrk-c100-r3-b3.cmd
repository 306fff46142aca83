command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:34.272Z
end: 2026-12-02T11:57:36.382Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 101
cpu_stat_before: 7426 2445 169456699
cpu_stat_after: 7447 2464 169896521
