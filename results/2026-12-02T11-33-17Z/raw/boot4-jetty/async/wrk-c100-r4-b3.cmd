command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:06:01.564Z
end: 2026-12-02T12:06:03.659Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 309
connections_accepted: 101
cpu_stat_before: 10068 3287 230266724
cpu_stat_after: 10089 3306 230715075
