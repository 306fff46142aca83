command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:48:28.974Z
end: 2026-12-02T11:48:31.111Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 292
connections_accepted: 101
cpu_stat_before: 4620 1641 124630417
cpu_stat_after: 4642 1661 125108230
