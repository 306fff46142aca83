command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T06:12:03.676Z
end: 2026-12-02T06:12:05.847Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 321
connections_accepted: 101
cpu_stat_before: 15798 7473 993083785
cpu_stat_after: 15820 7494 994589565
