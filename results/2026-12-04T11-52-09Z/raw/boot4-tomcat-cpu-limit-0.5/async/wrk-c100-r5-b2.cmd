command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:45:31.729Z
end: 2026-12-04T12:45:33.758Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 103
cpu_stat_before: 12323 6293 657305137
cpu_stat_after: 12343 6312 658245699
