command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:57:37.281Z
end: 2026-12-02T04:57:39.367Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 101
cpu_stat_before: 11365 5155 523638986
cpu_stat_after: 11386 5175 524577642
