command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:24.714Z
end: 2026-12-02T13:05:26.808Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 101
cpu_stat_before: 14516 5130 698664244
cpu_stat_after: 14537 5150 700137816
