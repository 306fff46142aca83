command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8183/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T01:34:51.341Z
end: 2026-12-04T01:34:53.377Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 272
connections_accepted: 101
cpu_stat_before: 13211 6725 736954620
cpu_stat_after: 13231 6745 737906610
