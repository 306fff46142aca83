command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:44.750Z
end: 2026-12-02T04:49:46.926Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 198
cpu_stat_before: 8869 3288 322586017
cpu_stat_after: 8891 3309 323577743
