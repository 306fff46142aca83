command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:49:40.324Z
end: 2026-12-02T12:49:42.421Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 101
cpu_stat_before: 8853 3208 443230624
cpu_stat_after: 8874 3228 444683454
