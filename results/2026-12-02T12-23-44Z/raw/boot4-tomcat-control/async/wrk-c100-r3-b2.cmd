command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:04:59.571Z
end: 2026-12-02T13:05:01.664Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 312
connections_accepted: 101
cpu_stat_before: 14870 6320 864621595
cpu_stat_after: 14891 6340 866083421
