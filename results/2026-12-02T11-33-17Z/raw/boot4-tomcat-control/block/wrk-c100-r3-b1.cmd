command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:56:50.926Z
end: 2026-12-02T11:56:53.013Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 384
cpu_stat_before: 7557 2213 154464722
cpu_stat_after: 7578 2232 154897351
