command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:49:05.031Z
end: 2026-12-02T04:49:07.111Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 691
connections_accepted: 101
cpu_stat_before: 8292 3781 396028743
cpu_stat_after: 8313 3801 396946207
