command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:21.627Z
end: 2026-12-02T13:05:23.732Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 101
cpu_stat_before: 13967 5751 783326787
cpu_stat_after: 13988 5771 784815808
