command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:34:35.562Z
end: 2026-12-04T12:34:37.598Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 221
cpu_stat_before: 9634 4978 510798170
cpu_stat_after: 9655 4998 511777625
