command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:19.141Z
end: 2026-12-02T11:57:21.228Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 392
cpu_stat_before: 7728 2272 155823721
cpu_stat_after: 7749 2291 156249083
