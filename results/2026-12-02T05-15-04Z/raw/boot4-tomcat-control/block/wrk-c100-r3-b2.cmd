command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:25.606Z
end: 2026-12-02T05:44:27.693Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 145
cpu_stat_before: 10334 4412 590565693
cpu_stat_after: 10355 4432 592055538
