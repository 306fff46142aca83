command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:45:07.435Z
end: 2026-12-04T12:45:09.563Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 275
connections_accepted: 181
cpu_stat_before: 12241 6272 656269540
cpu_stat_after: 12262 6292 657254319
