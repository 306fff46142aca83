command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:37:36.448Z
end: 2026-12-02T12:37:38.535Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 306
connections_accepted: 101
cpu_stat_before: 4587 1758 235950894
cpu_stat_after: 4608 1779 237513712
