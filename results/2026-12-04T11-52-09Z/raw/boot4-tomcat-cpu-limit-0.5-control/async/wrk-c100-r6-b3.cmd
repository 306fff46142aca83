command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:01:34.355Z
end: 2026-12-04T13:01:36.391Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 275
connections_accepted: 101
cpu_stat_before: 17126 8785 947820562
cpu_stat_after: 17147 8805 948797951
