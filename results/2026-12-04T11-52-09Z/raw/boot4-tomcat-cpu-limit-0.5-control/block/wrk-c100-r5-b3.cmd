command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:45:58.952Z
end: 2026-12-04T12:46:00.984Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 201
cpu_stat_before: 12745 6371 677418137
cpu_stat_after: 12766 6391 678402829
