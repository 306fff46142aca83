command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:41.450Z
end: 2026-12-02T05:44:43.576Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 332
connections_accepted: 101
cpu_stat_before: 10449 4385 605074789
cpu_stat_after: 10470 4405 606561670
