command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:32:55.096Z
end: 2026-12-02T04:32:57.284Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 333
connections_accepted: 101
cpu_stat_before: 2859 1252 125694404
cpu_stat_after: 2880 1271 126610981
