command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:33:30.725Z
end: 2026-12-04T12:33:32.763Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 195
cpu_stat_before: 9795 5131 549895960
cpu_stat_after: 9816 5151 550884070
