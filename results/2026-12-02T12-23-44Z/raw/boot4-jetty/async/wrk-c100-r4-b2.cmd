command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:18.475Z
end: 2026-12-02T13:17:20.609Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 313
connections_accepted: 101
cpu_stat_before: 18334 7984 1093073353
cpu_stat_after: 18356 8005 1094581508
