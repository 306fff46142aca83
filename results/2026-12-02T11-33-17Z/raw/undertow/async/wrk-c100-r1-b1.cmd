command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:02.020Z
end: 2026-12-02T11:41:04.099Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 680
connections_accepted: 101
cpu_stat_before: 2291 900 70459335
cpu_stat_after: 2312 920 70929414
