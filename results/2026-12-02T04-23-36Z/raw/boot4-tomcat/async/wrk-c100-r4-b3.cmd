command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:58:12.890Z
end: 2026-12-02T04:58:14.981Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 193
cpu_stat_before: 11779 4120 411436382
cpu_stat_after: 11800 4140 412414416
