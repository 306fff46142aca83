command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:50:14.556Z
end: 2026-12-02T04:50:16.666Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 312
connections_accepted: 101
cpu_stat_before: 8662 3882 400917947
cpu_stat_after: 8683 3902 401899552
