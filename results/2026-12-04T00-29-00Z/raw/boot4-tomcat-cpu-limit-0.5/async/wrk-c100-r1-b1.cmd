command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T00:43:07.836Z
end: 2026-12-04T00:43:09.868Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 101
cpu_stat_before: 2736 1072 113274791
cpu_stat_after: 2757 1092 114263097
