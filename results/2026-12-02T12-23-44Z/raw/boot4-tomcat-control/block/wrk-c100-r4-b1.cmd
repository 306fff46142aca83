command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:11.850Z
end: 2026-12-02T13:17:13.971Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 343
connections_accepted: 128
cpu_stat_before: 19231 7839 1071880440
cpu_stat_after: 19252 7859 1073347164
