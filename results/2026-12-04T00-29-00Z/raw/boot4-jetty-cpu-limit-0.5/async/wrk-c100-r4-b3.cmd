command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:35:31.751Z
end: 2026-12-04T01:35:33.786Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 275
connections_accepted: 101
cpu_stat_before: 12661 5610 599017918
cpu_stat_after: 12681 5630 599974790
