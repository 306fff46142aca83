command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:23:04.393Z
end: 2026-12-04T12:23:06.421Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 133
cpu_stat_before: 6795 3459 353956635
cpu_stat_after: 6815 3479 354924214
