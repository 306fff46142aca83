command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:56:32.133Z
end: 2026-12-02T11:56:34.246Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 311
connections_accepted: 101
cpu_stat_before: 7692 2345 168094923
cpu_stat_after: 7713 2365 168565440
