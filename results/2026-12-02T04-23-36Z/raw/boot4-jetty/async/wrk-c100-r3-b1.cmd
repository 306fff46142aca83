command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:08.055Z
end: 2026-12-02T04:49:10.149Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 8432 3779 387603931
cpu_stat_after: 8453 3799 388566868
