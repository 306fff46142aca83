command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:35:35.865Z
end: 2026-12-02T05:35:37.968Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 158
cpu_stat_before: 7170 2982 406002040
cpu_stat_after: 7191 3002 407492011
