command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:31.240Z
end: 2026-12-02T11:57:33.434Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 316
connections_accepted: 287
cpu_stat_before: 7795 2291 156249083
cpu_stat_after: 7817 2311 156707436
