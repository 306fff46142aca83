command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:32:42.037Z
end: 2026-12-02T04:32:44.118Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 180
cpu_stat_before: 2811 908 88640950
cpu_stat_after: 2832 928 89597474
