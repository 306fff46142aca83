command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:40:48.113Z
end: 2026-12-02T04:40:50.257Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 322
connections_accepted: 112
cpu_stat_before: 5775 2130 216754407
cpu_stat_after: 5797 2151 217740888
