command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:34:53.284Z
end: 2026-12-02T05:34:55.369Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 101
cpu_stat_before: 6926 3030 407314419
cpu_stat_after: 6946 3050 408804624
