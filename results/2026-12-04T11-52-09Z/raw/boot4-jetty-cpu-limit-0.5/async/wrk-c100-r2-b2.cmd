command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:12:47.409Z
end: 2026-12-04T12:12:49.450Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 272
connections_accepted: 101
cpu_stat_before: 4166 2417 248520816
cpu_stat_after: 4186 2437 249473349
