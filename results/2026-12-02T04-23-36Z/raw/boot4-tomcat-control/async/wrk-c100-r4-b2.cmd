command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:58:04.086Z
end: 2026-12-02T04:58:06.172Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 201
cpu_stat_before: 11799 4406 432943145
cpu_stat_after: 11820 4426 433920203
