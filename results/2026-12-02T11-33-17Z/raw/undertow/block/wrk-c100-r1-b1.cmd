command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:40:52.431Z
end: 2026-12-02T11:40:54.526Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 340
connections_accepted: 101
cpu_stat_before: 2234 879 69979334
cpu_stat_after: 2255 899 70435969
