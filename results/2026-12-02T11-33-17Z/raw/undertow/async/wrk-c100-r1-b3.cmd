command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:38.494Z
end: 2026-12-02T11:41:40.574Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 345
connections_accepted: 101
cpu_stat_before: 2486 959 71835672
cpu_stat_after: 2506 978 72286731
