command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:56:28.979Z
end: 2026-12-02T11:56:31.167Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 101
cpu_stat_before: 7571 3237 247022998
cpu_stat_after: 7593 3257 247488956
