command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:35:38.827Z
end: 2026-12-02T05:35:40.935Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 307
connections_accepted: 147
cpu_stat_before: 7195 3111 413342657
cpu_stat_after: 7216 3131 414810841
