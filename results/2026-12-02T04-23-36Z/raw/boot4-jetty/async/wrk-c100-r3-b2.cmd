command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:50.750Z
end: 2026-12-02T04:49:52.847Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 101
cpu_stat_before: 8663 3842 390648805
cpu_stat_after: 8684 3862 391615538
