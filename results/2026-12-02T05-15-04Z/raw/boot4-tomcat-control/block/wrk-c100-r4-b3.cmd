command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:12:23.471Z
end: 2026-12-02T06:12:25.676Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 307
connections_accepted: 180
cpu_stat_before: 16876 7233 976377192
cpu_stat_after: 16898 7255 977956377
