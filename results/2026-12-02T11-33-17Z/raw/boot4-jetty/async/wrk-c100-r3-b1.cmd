command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:56:38.396Z
end: 2026-12-02T11:56:40.543Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 101
cpu_stat_before: 7115 2344 167149413
cpu_stat_after: 7136 2364 167597679
