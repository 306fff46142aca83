command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:40:54.648Z
end: 2026-12-02T04:40:56.725Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 203
cpu_stat_before: 5825 2151 217740888
cpu_stat_after: 5845 2170 218666161
