command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:24:51.360Z
end: 2026-12-02T05:24:53.448Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 101
cpu_stat_before: 3051 1467 197805412
cpu_stat_after: 3072 1488 199340176
