command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:59.952Z
end: 2026-12-02T05:45:02.128Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 152
cpu_stat_before: 10568 4476 595244432
cpu_stat_after: 10590 4497 596775779
