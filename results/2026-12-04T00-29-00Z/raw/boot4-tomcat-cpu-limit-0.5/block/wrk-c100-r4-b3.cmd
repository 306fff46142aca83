command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:35:26.525Z
end: 2026-12-04T01:35:28.558Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 269
connections_accepted: 209
cpu_stat_before: 13481 4779 480027478
cpu_stat_after: 13502 4799 481014588
