command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:33:07.498Z
end: 2026-12-02T04:33:09.601Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 322
connections_accepted: 246
cpu_stat_before: 2958 948 90577420
cpu_stat_after: 2979 968 91548715
