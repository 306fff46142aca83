command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:50:17.909Z
end: 2026-12-02T12:50:20.013Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 304
connections_accepted: 101
cpu_stat_before: 9092 3494 473227130
cpu_stat_after: 9113 3515 474723957
