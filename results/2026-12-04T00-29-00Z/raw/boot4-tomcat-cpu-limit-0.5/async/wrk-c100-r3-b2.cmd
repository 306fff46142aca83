command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:18:16.690Z
end: 2026-12-04T01:18:18.723Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 101
cpu_stat_before: 9874 3505 350697192
cpu_stat_after: 9894 3525 351641548
