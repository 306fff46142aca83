command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:34.208Z
end: 2026-12-02T13:05:36.324Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 319
connections_accepted: 142
cpu_stat_before: 14577 5151 700214685
cpu_stat_after: 14598 5171 701681589
