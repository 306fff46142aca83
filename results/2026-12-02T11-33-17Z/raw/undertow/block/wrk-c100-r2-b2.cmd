command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:14.098Z
end: 2026-12-02T11:49:16.167Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 101
cpu_stat_before: 4984 1980 152927209
cpu_stat_after: 5004 1999 153367048
