command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:23.383Z
end: 2026-12-02T11:41:25.516Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 321
connections_accepted: 101
cpu_stat_before: 2416 883 67776810
cpu_stat_after: 2438 903 68235533
