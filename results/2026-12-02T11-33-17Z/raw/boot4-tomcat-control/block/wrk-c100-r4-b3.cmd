command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:49.563Z
end: 2026-12-02T12:05:51.653Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 662
connections_accepted: 231
cpu_stat_before: 10638 3183 220272386
cpu_stat_after: 10658 3202 220713823
