command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:34:51.370Z
end: 2026-12-04T12:34:53.394Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 188
cpu_stat_before: 10082 5233 554880262
cpu_stat_after: 10102 5253 555853901
