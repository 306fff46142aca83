command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:44.807Z
end: 2026-12-02T06:11:46.900Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 329
connections_accepted: 101
cpu_stat_before: 16621 7059 981358122
cpu_stat_after: 16642 7079 982807867
