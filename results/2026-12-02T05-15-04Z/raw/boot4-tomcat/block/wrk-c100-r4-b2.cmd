command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:53.999Z
end: 2026-12-02T06:11:56.103Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 308
connections_accepted: 154
cpu_stat_before: 16674 7080 982882778
cpu_stat_after: 16695 7100 984331227
