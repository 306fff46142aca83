command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:33:25.760Z
end: 2026-12-02T04:33:27.852Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 177
cpu_stat_before: 3205 1248 123385454
cpu_stat_after: 3226 1268 124370773
