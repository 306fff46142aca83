command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:6083/test/block 
wrapper: timeout -k 5 12
start: 2026-12-03T02:16:54.292Z
end: 2026-12-03T02:16:56.416Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 333
connections_accepted: 201
