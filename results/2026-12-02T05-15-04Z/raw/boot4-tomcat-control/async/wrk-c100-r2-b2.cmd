command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:35:02.486Z
end: 2026-12-02T05:35:04.574Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 293
connections_accepted: 101
cpu_stat_before: 6984 3050 408804624
cpu_stat_after: 7005 3070 410298515
