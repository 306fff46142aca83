command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:32:32.952Z
end: 2026-12-02T04:32:35.046Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 304
connections_accepted: 144
cpu_stat_before: 2754 886 87637980
cpu_stat_after: 2775 906 88578005
