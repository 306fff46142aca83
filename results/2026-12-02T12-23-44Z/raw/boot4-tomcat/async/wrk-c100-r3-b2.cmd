command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:04:49.898Z
end: 2026-12-02T13:04:51.991Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 654
connections_accepted: 101
cpu_stat_before: 14309 5082 695218991
cpu_stat_after: 14330 5102 696710440
