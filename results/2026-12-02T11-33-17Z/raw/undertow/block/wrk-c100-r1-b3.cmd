command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:51.117Z
end: 2026-12-02T11:41:53.222Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 312
connections_accepted: 101
cpu_stat_before: 2553 979 72311610
cpu_stat_after: 2574 999 72760153
