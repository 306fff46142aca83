command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:12:00.520Z
end: 2026-12-02T06:12:02.633Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 314
connections_accepted: 101
cpu_stat_before: 15769 7453 991593657
cpu_stat_after: 15790 7473 993083785
