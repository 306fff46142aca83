command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:37.284Z
end: 2026-12-02T11:57:39.365Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 307
connections_accepted: 240
cpu_stat_before: 8059 2444 170400797
cpu_stat_after: 8080 2464 170852599
