command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T11:48:32.124Z
end: 2026-12-02T11:48:34.207Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 337
cpu_stat_before: 4906 1600 116917395
cpu_stat_after: 4927 1620 117362741
