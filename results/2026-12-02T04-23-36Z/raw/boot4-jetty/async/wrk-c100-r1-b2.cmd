command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:32:48.367Z
end: 2026-12-02T04:32:50.462Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 651
connections_accepted: 101
cpu_stat_before: 2815 1231 124698837
cpu_stat_after: 2836 1251 125645932
