command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:16:49.426Z
end: 2026-12-02T13:16:51.519Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 101
cpu_stat_before: 18181 7938 1089774881
cpu_stat_after: 18202 7959 1091329631
