command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:46.158Z
end: 2026-12-02T12:05:48.257Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 306
connections_accepted: 244
cpu_stat_before: 10808 3300 232069142
cpu_stat_after: 10829 3320 232519036
