command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:58:15.923Z
end: 2026-12-02T04:58:18.001Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 201
cpu_stat_before: 11866 4426 433920203
cpu_stat_after: 11887 4446 434881267
