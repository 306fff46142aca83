command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:34:56.371Z
end: 2026-12-02T05:34:58.489Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 101
cpu_stat_before: 6943 2917 401344440
cpu_stat_after: 6964 2937 402808097
