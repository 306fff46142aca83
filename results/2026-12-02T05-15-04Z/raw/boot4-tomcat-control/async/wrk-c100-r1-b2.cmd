command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:25:19.317Z
end: 2026-12-02T05:25:21.406Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 101
cpu_stat_before: 3364 1452 194795301
cpu_stat_after: 3385 1472 196276654
