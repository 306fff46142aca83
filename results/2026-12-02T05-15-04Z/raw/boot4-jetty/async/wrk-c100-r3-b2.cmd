command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:38.281Z
end: 2026-12-02T05:44:40.376Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 654
connections_accepted: 101
cpu_stat_before: 9883 4656 620769296
cpu_stat_after: 9904 4676 622193734
