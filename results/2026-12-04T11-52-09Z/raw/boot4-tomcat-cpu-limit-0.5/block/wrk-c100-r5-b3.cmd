command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:46:01.582Z
end: 2026-12-04T12:46:03.612Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 196
cpu_stat_before: 12440 6335 659311256
cpu_stat_after: 12460 6355 660284490
