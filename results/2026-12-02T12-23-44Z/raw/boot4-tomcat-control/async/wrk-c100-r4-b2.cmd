command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:15.128Z
end: 2026-12-02T13:17:17.272Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 341
connections_accepted: 101
cpu_stat_before: 19262 7862 1073546031
cpu_stat_after: 19283 7882 1075016972
