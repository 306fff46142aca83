command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:24:54.382Z
end: 2026-12-02T05:24:56.466Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 102
cpu_stat_before: 3237 1338 188507193
cpu_stat_after: 3258 1359 190040409
