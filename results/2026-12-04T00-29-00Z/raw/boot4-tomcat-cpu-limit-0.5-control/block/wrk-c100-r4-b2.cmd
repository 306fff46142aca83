command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:34:56.921Z
end: 2026-12-04T01:34:58.952Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 271
connections_accepted: 186
cpu_stat_before: 13838 4985 519441676
cpu_stat_after: 13859 5005 520420913
