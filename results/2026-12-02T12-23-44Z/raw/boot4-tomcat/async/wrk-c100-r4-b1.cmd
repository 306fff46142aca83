command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:16:52.403Z
end: 2026-12-02T13:16:54.501Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 312
connections_accepted: 101
cpu_stat_before: 18745 6811 933404159
cpu_stat_after: 18766 6831 934889025
