command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T00:43:54.979Z
end: 2026-12-04T00:43:57.010Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 271
connections_accepted: 101
cpu_stat_before: 2891 1114 115266255
cpu_stat_after: 2911 1134 116222044
