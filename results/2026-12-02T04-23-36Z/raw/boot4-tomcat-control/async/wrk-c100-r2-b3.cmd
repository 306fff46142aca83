command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:41:19.799Z
end: 2026-12-02T04:41:21.892Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 310
connections_accepted: 170
cpu_stat_before: 5774 1975 190872388
cpu_stat_after: 5795 1995 191846846
