command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:44:48.593Z
end: 2026-12-04T12:44:50.622Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 101
cpu_stat_before: 11239 6335 667964688
cpu_stat_after: 11259 6355 668935818
