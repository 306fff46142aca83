command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:06:10.818Z
end: 2026-12-02T12:06:12.985Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 317
connections_accepted: 217
cpu_stat_before: 10755 3203 220738981
cpu_stat_after: 10777 3223 221198738
