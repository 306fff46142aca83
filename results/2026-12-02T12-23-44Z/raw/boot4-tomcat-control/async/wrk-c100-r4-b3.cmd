command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:18:02.962Z
end: 2026-12-02T13:18:05.061Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 307
connections_accepted: 101
cpu_stat_before: 19536 7933 1078762219
cpu_stat_after: 19557 7953 1080230337
