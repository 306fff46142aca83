command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:43:54.452Z
end: 2026-12-02T05:43:56.542Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 10175 4315 600115924
cpu_stat_after: 10196 4335 601612461
