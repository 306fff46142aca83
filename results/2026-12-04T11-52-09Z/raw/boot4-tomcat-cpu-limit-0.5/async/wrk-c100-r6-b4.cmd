command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:01:59.353Z
end: 2026-12-04T13:02:01.384Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 272
connections_accepted: 101
cpu_stat_before: 16035 7867 817407556
cpu_stat_after: 16056 7888 818394281
