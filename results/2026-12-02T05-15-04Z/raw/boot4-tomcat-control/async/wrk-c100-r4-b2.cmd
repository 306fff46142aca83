command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:47.812Z
end: 2026-12-02T06:11:49.898Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 101
cpu_stat_before: 16665 7168 971725450
cpu_stat_after: 16686 7188 973206804
