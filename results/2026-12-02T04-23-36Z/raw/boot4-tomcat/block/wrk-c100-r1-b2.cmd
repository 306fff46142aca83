command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:32:51.483Z
end: 2026-12-02T04:32:53.601Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 326
connections_accepted: 265
cpu_stat_before: 3013 1208 121441857
cpu_stat_after: 3034 1228 122402514
