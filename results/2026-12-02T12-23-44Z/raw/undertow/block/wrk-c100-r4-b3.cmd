command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:50.296Z
end: 2026-12-02T13:17:52.396Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 307
connections_accepted: 101
cpu_stat_before: 18178 8161 1099568109
cpu_stat_after: 18199 8181 1101034597
