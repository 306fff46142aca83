command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:13:08.236Z
end: 2026-12-04T12:13:10.359Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 243
cpu_stat_before: 4538 2372 243044924
cpu_stat_after: 4559 2392 244035328
