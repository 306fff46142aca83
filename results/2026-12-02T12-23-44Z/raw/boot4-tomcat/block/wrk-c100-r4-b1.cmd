command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:02.009Z
end: 2026-12-02T13:17:04.135Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 317
connections_accepted: 161
cpu_stat_before: 18806 6834 935080247
cpu_stat_after: 18827 6854 936555653
