command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:16:58.866Z
end: 2026-12-02T13:17:00.969Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 335
connections_accepted: 101
cpu_stat_before: 19154 7814 1070057400
cpu_stat_after: 19175 7834 1071506665
