command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:12:37.084Z
end: 2026-12-04T12:12:39.107Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 261
connections_accepted: 194
cpu_stat_before: 4434 2329 240997573
cpu_stat_after: 4454 2349 241964329
