command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T13:17:05.277Z
end: 2026-12-02T13:17:07.398Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 357
connections_accepted: 101
cpu_stat_before: 18264 7961 1091431736
cpu_stat_after: 18286 7982 1092942548
