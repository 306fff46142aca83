command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:01:07.696Z
end: 2026-12-04T12:01:09.816Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 127
cpu_stat_before: 1803 927 101588390
cpu_stat_after: 1824 948 102626892
