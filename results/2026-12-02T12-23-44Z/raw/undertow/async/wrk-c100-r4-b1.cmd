command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:16:55.561Z
end: 2026-12-02T13:16:57.676Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 303
connections_accepted: 101
cpu_stat_before: 17879 8067 1092772002
cpu_stat_after: 17900 8087 1094259429
