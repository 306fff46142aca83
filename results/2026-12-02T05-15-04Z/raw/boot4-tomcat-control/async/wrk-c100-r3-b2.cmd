command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:31.610Z
end: 2026-12-02T05:44:33.692Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 101
cpu_stat_before: 10376 4432 592055538
cpu_stat_after: 10397 4452 593547103
