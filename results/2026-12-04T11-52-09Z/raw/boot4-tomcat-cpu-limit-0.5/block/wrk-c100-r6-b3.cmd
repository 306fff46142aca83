command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T13:01:25.865Z
end: 2026-12-04T13:01:27.912Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 199
cpu_stat_before: 15903 7826 815479480
cpu_stat_after: 15924 7846 816441700
