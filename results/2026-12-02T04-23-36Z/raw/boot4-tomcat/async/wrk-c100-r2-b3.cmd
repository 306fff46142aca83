command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:41:22.883Z
end: 2026-12-02T04:41:24.973Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 334
connections_accepted: 169
cpu_stat_before: 6001 2191 219682093
cpu_stat_after: 6022 2211 220654194
