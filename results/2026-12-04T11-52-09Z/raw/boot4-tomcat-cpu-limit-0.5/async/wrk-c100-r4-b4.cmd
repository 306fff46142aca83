command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:34:56.553Z
end: 2026-12-04T12:34:58.672Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 200
cpu_stat_before: 9706 4998 511777625
cpu_stat_after: 9728 5019 512817866
