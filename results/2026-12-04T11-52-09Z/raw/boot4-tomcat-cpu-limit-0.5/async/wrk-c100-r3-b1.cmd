command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:22:32.154Z
end: 2026-12-04T12:22:34.181Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 101
cpu_stat_before: 6686 3415 351775662
cpu_stat_after: 6707 3435 352764679
