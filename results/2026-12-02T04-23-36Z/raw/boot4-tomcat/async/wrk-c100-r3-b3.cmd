command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:50:08.570Z
end: 2026-12-02T04:50:10.662Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 201
cpu_stat_before: 9012 3137 311538996
cpu_stat_after: 9033 3157 312512659
