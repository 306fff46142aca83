command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:24:41.686Z
end: 2026-12-02T05:24:43.778Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 329
connections_accepted: 101
cpu_stat_before: 3013 1452 198726879
cpu_stat_after: 3034 1473 200199852
