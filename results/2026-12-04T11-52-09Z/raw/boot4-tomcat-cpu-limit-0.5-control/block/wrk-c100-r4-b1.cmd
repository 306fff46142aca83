command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:33:19.975Z
end: 2026-12-04T12:33:21.999Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 198
cpu_stat_before: 9749 5110 548923191
cpu_stat_after: 9769 5130 549887837
