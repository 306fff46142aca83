command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:56.574Z
end: 2026-12-02T13:17:58.729Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 335
connections_accepted: 101
cpu_stat_before: 18544 8047 1097619435
cpu_stat_after: 18566 8068 1099120841
