command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:37:05.486Z
end: 2026-12-02T12:37:07.636Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 317
connections_accepted: 101
cpu_stat_before: 4149 1714 233492796
cpu_stat_after: 4170 1734 234974041
