command: wrk --latency -t 1 -c 10 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-03T11:19:19.637Z
end: 2026-12-03T11:19:21.708Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 0
connections_accepted: 172
