command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:37:17.689Z
end: 2026-12-02T12:37:19.771Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 162
cpu_stat_before: 4487 1736 234400774
cpu_stat_after: 4508 1757 235876617
