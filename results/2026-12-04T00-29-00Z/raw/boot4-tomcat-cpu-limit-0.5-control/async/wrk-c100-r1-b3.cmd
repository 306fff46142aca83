command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T00:45:05.469Z
end: 2026-12-04T00:45:07.510Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 127
cpu_stat_before: 3017 968 97731017
cpu_stat_after: 3037 988 98673611
