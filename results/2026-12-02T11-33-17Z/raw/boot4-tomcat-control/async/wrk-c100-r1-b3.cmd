command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:41.416Z
end: 2026-12-02T11:41:43.499Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 294
connections_accepted: 201
cpu_stat_before: 2633 885 62188083
cpu_stat_after: 2654 905 62637085
