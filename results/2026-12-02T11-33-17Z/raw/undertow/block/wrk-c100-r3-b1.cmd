command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:56:44.768Z
end: 2026-12-02T11:56:46.853Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 101
cpu_stat_before: 7656 3258 247512338
cpu_stat_after: 7677 3277 247960563
