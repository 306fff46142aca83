command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:58:24.853Z
end: 2026-12-02T04:58:26.982Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 259
cpu_stat_before: 11849 4140 412414416
cpu_stat_after: 11870 4160 413383186
