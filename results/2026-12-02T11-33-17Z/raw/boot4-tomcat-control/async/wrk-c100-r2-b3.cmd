command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:22.925Z
end: 2026-12-02T11:49:25.010Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 323
connections_accepted: 217
cpu_stat_before: 5205 1677 118657692
cpu_stat_after: 5226 1696 119102636
