command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:11:46.744Z
end: 2026-12-04T12:11:48.774Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 156
cpu_stat_before: 4264 2268 238004899
cpu_stat_after: 4285 2288 238998687
