command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:13.999Z
end: 2026-12-02T12:05:16.112Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 341
connections_accepted: 264
cpu_stat_before: 10626 3261 231190633
cpu_stat_after: 10647 3280 231611854
