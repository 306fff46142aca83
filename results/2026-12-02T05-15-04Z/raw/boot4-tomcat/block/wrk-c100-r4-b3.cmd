command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:12:17.102Z
end: 2026-12-02T06:12:19.199Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 732
connections_accepted: 162
cpu_stat_before: 16808 7123 985978993
cpu_stat_after: 16829 7144 987461645
