command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:20.391Z
end: 2026-12-02T04:49:22.524Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 317
connections_accepted: 260
cpu_stat_before: 8725 3057 307650880
cpu_stat_after: 8746 3077 308610557
