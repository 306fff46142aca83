command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:15.522Z
end: 2026-12-02T13:05:17.637Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 101
cpu_stat_before: 14986 6362 867723292
cpu_stat_after: 15007 6382 869217399
