command: wrk --latency -t 1 -c 100 -d 20s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 30
start: 2026-12-03T16:32:16.234Z
end: 2026-12-03T16:32:36.343Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 0
connections_accepted: 911
