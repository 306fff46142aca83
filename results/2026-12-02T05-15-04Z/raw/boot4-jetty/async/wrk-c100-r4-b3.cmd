command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T06:12:10.304Z
end: 2026-12-02T06:12:12.445Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 319
connections_accepted: 101
cpu_stat_before: 15963 7556 1013539913
cpu_stat_after: 15985 7576 1015031122
