command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:35:26.385Z
end: 2026-12-02T05:35:28.472Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 101
cpu_stat_before: 6710 3130 417309595
cpu_stat_after: 6731 3151 418799786
