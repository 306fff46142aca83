command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:44.989Z
end: 2026-12-04T12:02:47.005Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 196
cpu_stat_before: 2160 1076 108850928
cpu_stat_after: 2180 1096 109819537
