command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:34.640Z
end: 2026-12-02T05:44:36.727Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 101
cpu_stat_before: 9811 4655 610644292
cpu_stat_after: 9832 4675 612122314
