command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:48:57.539Z
end: 2026-12-02T11:48:59.676Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 101
cpu_stat_before: 4771 1685 125639547
cpu_stat_after: 4792 1704 126080731
