command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T13:01:20.424Z
end: 2026-12-04T13:01:22.449Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 286
connections_accepted: 101
cpu_stat_before: 14594 7820 818788737
cpu_stat_after: 14614 7840 819760520
