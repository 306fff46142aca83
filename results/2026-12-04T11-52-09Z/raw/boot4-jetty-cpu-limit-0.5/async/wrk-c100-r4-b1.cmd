command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:33:06.647Z
end: 2026-12-04T12:33:08.681Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 101
cpu_stat_before: 8362 4613 478965853
cpu_stat_after: 8383 4634 479961959
