command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:01:52.998Z
end: 2026-12-04T12:01:55.034Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 206
cpu_stat_before: 1968 995 104857905
cpu_stat_after: 1988 1015 105846132
