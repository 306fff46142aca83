command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:32:20.734Z
end: 2026-12-02T04:32:22.842Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 201
cpu_stat_before: 2682 865 86663361
cpu_stat_after: 2703 885 87588629
