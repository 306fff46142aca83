command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:34:24.901Z
end: 2026-12-04T12:34:26.921Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 159
cpu_stat_before: 9591 4957 509766514
cpu_stat_after: 9611 4977 510748733
