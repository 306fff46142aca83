command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:50.216Z
end: 2026-12-04T12:02:52.334Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 173
cpu_stat_before: 2554 1449 155411140
cpu_stat_after: 2575 1469 156402636
