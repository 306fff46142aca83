command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:03:31.493Z
end: 2026-12-04T01:03:33.531Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 101
cpu_stat_before: 6130 2486 256306626
cpu_stat_after: 6150 2506 257247498
