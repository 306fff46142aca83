command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:04:22.322Z
end: 2026-12-02T13:04:24.416Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 304
connections_accepted: 101
cpu_stat_before: 14116 5027 691289955
cpu_stat_after: 14137 5048 692822916
