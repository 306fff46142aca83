command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:11.131Z
end: 2026-12-02T11:49:13.253Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 369
connections_accepted: 334
cpu_stat_before: 5313 1736 126104350
cpu_stat_after: 5335 1753 126497684
