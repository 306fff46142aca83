command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T13:02:02.137Z
end: 2026-12-04T13:02:04.198Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 194
cpu_stat_before: 16061 7888 818394281
cpu_stat_after: 16082 7908 819372943
