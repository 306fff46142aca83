command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:37:30.458Z
end: 2026-12-02T12:37:32.539Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 1000
connections_accepted: 101
cpu_stat_before: 4548 1670 229156455
cpu_stat_after: 4568 1690 230585238
