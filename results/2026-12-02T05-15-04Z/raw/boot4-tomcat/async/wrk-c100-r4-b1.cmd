command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:32.260Z
end: 2026-12-02T06:11:34.377Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 313
connections_accepted: 101
cpu_stat_before: 16545 7036 979672145
cpu_stat_after: 16566 7056 981133276
