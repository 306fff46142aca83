command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:48:41.380Z
end: 2026-12-02T11:48:43.487Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 304
connections_accepted: 201
cpu_stat_before: 4960 1620 117362741
cpu_stat_after: 4981 1640 117835796
