command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T06:12:06.841Z
end: 2026-12-02T06:12:09.060Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 101
cpu_stat_before: 16748 7102 984425273
cpu_stat_after: 16770 7122 985919256
