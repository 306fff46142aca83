command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:01.157Z
end: 2026-12-02T05:44:03.257Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 666
connections_accepted: 101
cpu_stat_before: 9617 4586 605680480
cpu_stat_after: 9638 4607 607187574
