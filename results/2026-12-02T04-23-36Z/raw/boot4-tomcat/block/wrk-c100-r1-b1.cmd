command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:32:17.775Z
end: 2026-12-02T04:32:19.855Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 247
cpu_stat_before: 2811 1147 118505167
cpu_stat_after: 2832 1167 119476570
