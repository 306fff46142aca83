command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:24:35.458Z
end: 2026-12-02T05:24:37.536Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 294
connections_accepted: 101
cpu_stat_before: 2966 1443 196029419
cpu_stat_after: 2987 1463 197507442
