command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:34:03.235Z
end: 2026-12-04T12:34:05.272Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 265
connections_accepted: 178
cpu_stat_before: 9911 5171 551865753
cpu_stat_after: 9932 5191 552849351
