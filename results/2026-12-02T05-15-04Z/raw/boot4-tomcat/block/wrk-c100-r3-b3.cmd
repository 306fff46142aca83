command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:45:05.980Z
end: 2026-12-02T05:45:08.068Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 167
cpu_stat_before: 10597 4430 608265913
cpu_stat_after: 10618 4451 609828602
