command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:22.532Z
end: 2026-12-02T05:25:24.637Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 3266 1550 205670872
cpu_stat_after: 3287 1570 207148748
