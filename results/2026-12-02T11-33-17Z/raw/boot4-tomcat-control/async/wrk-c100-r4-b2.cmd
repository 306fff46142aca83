command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:23.797Z
end: 2026-12-02T12:05:25.905Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 313
connections_accepted: 201
cpu_stat_before: 10488 3143 219345308
cpu_stat_after: 10509 3163 219801087
