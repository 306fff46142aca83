command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:57:00.351Z
end: 2026-12-02T11:57:02.614Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 655
connections_accepted: 251
cpu_stat_before: 7614 2232 154897351
cpu_stat_after: 7637 2253 155381045
