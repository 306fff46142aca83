command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:02:04.860Z
end: 2026-12-04T01:02:06.982Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 101
cpu_stat_before: 5875 2400 252171467
cpu_stat_after: 5896 2421 253204215
