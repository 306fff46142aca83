command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:17.045Z
end: 2026-12-02T11:49:19.143Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 208
cpu_stat_before: 5353 1753 126497684
cpu_stat_after: 5374 1773 126919422
