command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:58:21.806Z
end: 2026-12-02T04:58:23.886Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 101
cpu_stat_before: 11596 5217 526611287
cpu_stat_after: 11616 5236 527525253
