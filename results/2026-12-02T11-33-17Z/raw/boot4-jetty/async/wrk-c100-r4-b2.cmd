command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:27.013Z
end: 2026-12-02T12:05:29.164Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 315
connections_accepted: 101
cpu_stat_before: 9872 3228 228902866
cpu_stat_after: 9893 3247 229338380
