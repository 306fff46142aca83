command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:24:10.908Z
end: 2026-12-04T12:24:13.025Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 230
cpu_stat_before: 7020 3546 358166863
cpu_stat_after: 7041 3567 359172257
