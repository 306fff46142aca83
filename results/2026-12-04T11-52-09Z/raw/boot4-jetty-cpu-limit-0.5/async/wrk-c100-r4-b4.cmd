command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:34:53.965Z
end: 2026-12-04T12:34:55.986Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 101
cpu_stat_before: 8730 4766 486283256
cpu_stat_after: 8751 4786 487265003
