command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:40:44.700Z
end: 2026-12-02T04:40:46.837Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 319
connections_accepted: 101
cpu_stat_before: 5533 2472 251075671
cpu_stat_after: 5554 2492 252044944
