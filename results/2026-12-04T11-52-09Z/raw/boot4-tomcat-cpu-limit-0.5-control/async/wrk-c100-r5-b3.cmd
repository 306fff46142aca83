command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:45:34.322Z
end: 2026-12-04T12:45:36.358Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 102
cpu_stat_before: 12659 6351 676429603
cpu_stat_after: 12679 6370 677367360
