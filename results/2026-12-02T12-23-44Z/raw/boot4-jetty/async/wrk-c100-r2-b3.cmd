command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:50:24.375Z
end: 2026-12-02T12:50:26.508Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 321
connections_accepted: 101
cpu_stat_before: 8784 3722 509795861
cpu_stat_after: 8806 3743 511287677
