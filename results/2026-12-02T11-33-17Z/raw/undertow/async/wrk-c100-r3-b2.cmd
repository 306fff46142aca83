command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:03.899Z
end: 2026-12-02T11:57:05.987Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 665
connections_accepted: 101
cpu_stat_before: 7751 3277 247960563
cpu_stat_after: 7771 3296 248391630
