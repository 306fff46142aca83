command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:40:58.688Z
end: 2026-12-02T11:41:00.773Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 221
cpu_stat_before: 2398 825 60791967
cpu_stat_after: 2419 845 61260337
