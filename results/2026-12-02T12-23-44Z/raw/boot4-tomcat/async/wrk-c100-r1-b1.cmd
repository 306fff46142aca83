command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:36:46.235Z
end: 2026-12-02T12:36:48.356Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 308
connections_accepted: 101
cpu_stat_before: 4284 1576 222561636
cpu_stat_after: 4305 1597 224010948
