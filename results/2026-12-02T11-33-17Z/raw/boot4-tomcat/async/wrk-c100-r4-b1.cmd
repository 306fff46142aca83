command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:04:57.875Z
end: 2026-12-02T12:05:00.007Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 310
connections_accepted: 119
cpu_stat_before: 10529 3239 230706685
cpu_stat_after: 10550 3259 231151646
