command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:36:23.968Z
end: 2026-12-02T12:36:26.041Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 101
cpu_stat_before: 4209 2171 305533178
cpu_stat_after: 4230 2191 307026437
