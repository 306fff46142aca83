command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:40:51.548Z
end: 2026-12-02T04:40:53.672Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 329
connections_accepted: 207
cpu_stat_before: 5607 1935 188919267
cpu_stat_after: 5629 1955 189899169
