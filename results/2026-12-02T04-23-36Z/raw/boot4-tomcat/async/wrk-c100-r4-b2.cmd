command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:58:06.996Z
end: 2026-12-02T04:58:09.082Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 201
cpu_stat_before: 11739 4100 410470082
cpu_stat_after: 11760 4120 411436382
