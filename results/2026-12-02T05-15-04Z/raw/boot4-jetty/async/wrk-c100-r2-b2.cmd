command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:34:59.364Z
end: 2026-12-02T05:35:01.556Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 101
cpu_stat_before: 6566 3082 413792095
cpu_stat_after: 6588 3104 415395550
