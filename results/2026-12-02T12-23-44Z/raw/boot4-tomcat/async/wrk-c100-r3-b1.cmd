command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:04:46.115Z
end: 2026-12-02T13:04:48.206Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 302
connections_accepted: 101
cpu_stat_before: 14272 5051 692962004
cpu_stat_after: 14293 5072 694486671
