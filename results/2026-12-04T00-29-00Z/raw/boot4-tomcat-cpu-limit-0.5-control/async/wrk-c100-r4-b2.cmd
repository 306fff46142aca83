command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:34:32.217Z
end: 2026-12-04T01:34:34.252Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 101
cpu_stat_before: 13754 4964 518441469
cpu_stat_after: 13775 4984 519431246
