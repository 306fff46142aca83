command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:28.302Z
end: 2026-12-02T11:57:30.389Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 338
connections_accepted: 386
cpu_stat_before: 8003 2425 169953486
cpu_stat_after: 8024 2444 170400797
