command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:44:56.605Z
end: 2026-12-04T12:44:58.632Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 101
cpu_stat_before: 12504 6289 673398736
cpu_stat_after: 12524 6309 674367262
