command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:50:27.388Z
end: 2026-12-02T12:50:29.504Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 309
connections_accepted: 101
cpu_stat_before: 9148 3517 474859078
cpu_stat_after: 9170 3539 476411654
