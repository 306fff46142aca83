command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:41.786Z
end: 2026-12-02T06:11:43.877Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 361
connections_accepted: 101
cpu_stat_before: 15677 7432 990083072
cpu_stat_after: 15698 7452 991517820
