command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:24:03.043Z
end: 2026-12-04T12:24:05.165Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 175
cpu_stat_before: 6984 3525 357125210
cpu_stat_after: 7006 3546 358166863
