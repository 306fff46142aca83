command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:58:18.825Z
end: 2026-12-02T04:58:20.911Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 101
cpu_stat_before: 11374 5048 524261805
cpu_stat_after: 11395 5068 525203755
