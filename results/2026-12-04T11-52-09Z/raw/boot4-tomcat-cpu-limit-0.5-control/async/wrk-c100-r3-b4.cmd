command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:24:05.715Z
end: 2026-12-04T12:24:07.834Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 201
cpu_stat_before: 7521 4022 429280223
cpu_stat_after: 7542 4043 430289731
