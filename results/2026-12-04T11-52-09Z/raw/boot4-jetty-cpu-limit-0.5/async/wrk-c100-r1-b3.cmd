command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:02:27.129Z
end: 2026-12-04T12:02:29.159Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 101
cpu_stat_before: 2024 1164 125074066
cpu_stat_after: 2044 1184 126025453
