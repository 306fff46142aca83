command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T13:00:31.011Z
end: 2026-12-04T13:00:33.050Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 198
cpu_stat_before: 15699 7765 812485852
cpu_stat_after: 15719 7784 813426315
