command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T13:02:15.861Z
end: 2026-12-04T13:02:17.901Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 101
cpu_stat_before: 14783 7888 822093189
cpu_stat_after: 14804 7908 823071169
