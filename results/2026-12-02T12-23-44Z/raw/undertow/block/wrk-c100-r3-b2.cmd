command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:05.886Z
end: 2026-12-02T13:05:07.970Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 101
cpu_stat_before: 13864 6280 852168772
cpu_stat_after: 13885 6300 853653622
