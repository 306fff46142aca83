command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:24:32.349Z
end: 2026-12-02T05:24:34.434Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 292
connections_accepted: 101
cpu_stat_before: 3123 1317 186947672
cpu_stat_after: 3144 1337 188436340
