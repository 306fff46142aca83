command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:36:59.080Z
end: 2026-12-02T12:37:01.230Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 101
cpu_stat_before: 4105 1690 231750107
cpu_stat_after: 4127 1711 233267271
