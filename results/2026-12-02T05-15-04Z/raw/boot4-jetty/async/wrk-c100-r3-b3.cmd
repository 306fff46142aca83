command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:44.642Z
end: 2026-12-02T05:44:46.742Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 335
connections_accepted: 101
cpu_stat_before: 9929 4678 622345225
cpu_stat_after: 9950 4699 623913989
