command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:57:55.205Z
end: 2026-12-02T04:57:57.297Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 101
cpu_stat_before: 11248 5007 522293179
cpu_stat_after: 11269 5027 523250607
