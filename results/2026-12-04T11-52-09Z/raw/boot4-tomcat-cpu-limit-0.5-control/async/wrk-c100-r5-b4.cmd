command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:46:07.025Z
end: 2026-12-04T12:46:09.049Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 269
connections_accepted: 101
cpu_stat_before: 12785 6392 678402829
cpu_stat_after: 12805 6412 679352610
