command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:48:35.182Z
end: 2026-12-02T11:48:37.259Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 4773 1920 151581839
cpu_stat_after: 4794 1939 151999952
